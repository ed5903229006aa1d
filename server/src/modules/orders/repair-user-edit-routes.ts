import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { recordOrderEvent } from '../order-flow/machine';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { orderFor } from '../order-core/order-access';
import { updateOrderRepairUser } from '../order-core/order-repository';
import { publisher } from '../chat/im-http';
import { registerRoute } from '../../register-route';

/**
 * A dispatcher corrects the order's repair user: name, contact and address (SPEC "update detail overall";
 * not a status step: a timeline note, action `updateContact`).
 */
export default async function repairUserEdit(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.repairUserEdit, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    await orderFor(app.db, user, b.id, { open: true });
    const events = await app.db.transaction(async (tx) => {
      await updateOrderRepairUser(tx, b.id, {
        repairUserName: b.repairUserName.trim(),
        contactName: b.contactName.trim(),
        contactPhone: b.contactPhone,
        repairUserAddress: b.repairUserAddress.trim(),
      });
      const note = `${b.repairUserName} / ${b.contactName} ${b.contactPhone} / ${b.repairUserAddress}`;
      return recordOrderEvent(tx, user, b.id, 'updateContact', note, note);
    });
    await publisher(app)(events);
    return ok(null);
  });
}
