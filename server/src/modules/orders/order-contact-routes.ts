import type { FastifyInstance } from 'fastify';
import { Phone } from '@portal/shared/contract';
import { Type, type Static } from '@sinclair/typebox';
import { recordOrderEvent } from '../../domain/order-flow/machine';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { Id, orderFor, publisher } from './order-access';

const Body = Type.Object({
  id: Id,
  repairUserName: Type.String({ minLength: 1, maxLength: 100 }),
  contactName: Type.String({ minLength: 1, maxLength: 50 }),
  contactPhone: Phone(),
  repairUserAddress: Type.String({ minLength: 1, maxLength: 300 }),
});

/** A dispatcher corrects the order's repair user, contact and address (not a status step: a timeline note). */
export default async function orderContact(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>(
    '/dispatch/service/update/detail/overall',
    { schema: { body: Body }, config: { access: 'dispatch' } },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      await orderFor(app.db, user, b.id, { open: true });
      const events = await app.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE service_orders SET repair_user_name = $2, contact_name = $3, contact_phone = $4, repair_user_address = $5,
             updated_at = now() WHERE id = $1`,
          [b.id, b.repairUserName.trim(), b.contactName.trim(), b.contactPhone, b.repairUserAddress.trim()],
        );
        const note = `${b.repairUserName} / ${b.contactName} ${b.contactPhone} / ${b.repairUserAddress}`;
        return recordOrderEvent(tx, user, b.id, 'updateContact', note, note);
      });
      await publisher(app)(events);
      return ok(null);
    },
  );
}
