import type { FastifyInstance } from 'fastify';
import steps from './steps';
import detail from './detail';
import staff from './staff';
import tracking from './tracking';
import receipts from './receipts';
import accessories from './accessories';
import express from './express';
import calls from './calls';
import orderContact from './order-contact';

/** The dispatch side (registered under /api): order life-cycle steps, staff lists, tracking, receipts, parts, couriers, calls. */
export default async function dispatch(app: FastifyInstance) {
  for (const plugin of [steps, detail, staff, tracking, receipts, accessories, express, calls, orderContact]) await app.register(plugin);
}
