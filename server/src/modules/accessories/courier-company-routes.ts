import type { FastifyInstance } from 'fastify';
import { ok } from '../../http';

export default async function courierCompanies(app: FastifyInstance) {
  app.get('/courier/company/list', async () => ok(await app.db.query('SELECT id, name, code FROM courier_companies ORDER BY id')));
}
