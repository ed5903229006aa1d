import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { IdParams, ok } from '../../http';
import { badRequest, notFound } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { storedLink } from '../files/stored-link';
import { Id, ServiceQuery, orderFor } from '../orders/order-access';
import * as repo from './receipt-repository';
import { checkTemplate, fileIdOf, ownFile, readableFile, templateScope } from './receipt-rules';
import { watermarkReceipt } from './receipt-watermark';

const AddBody = Type.Object({ serviceId: Id, templateId: Id, fileId: Id });
const WatermarkBody = Type.Object({ receiptId: Id });
const BatchTemplateBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }), templateId: Id });
const LackBody = Type.Object({ serviceId: Id, lackReceipt: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) });
const ChatReceipt = Type.Object({
  id: Type.Optional(Type.Union([Id, Type.Null()])),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  origin: Type.Union([Type.Literal('easemob'), Type.Literal('sys'), Type.Literal('other')]),
  msgId: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 1000 }),
  templateId: Id,
});
const ChatReceiptsBody = Type.Object({ receipts: Type.Array(ChatReceipt, { minItems: 1, maxItems: 100 }) });

/** Acceptance documents (receipts) of an order: templates, adding, removing, watermarking, lack-receipt note. */
export default async function receipts(app: FastifyInstance) {
  const withLinks = { fileLinks: true };

  app.get<{ Querystring: Static<typeof ServiceQuery> }>(
    '/customer/dispatch/receipt/template',
    { schema: { querystring: ServiceQuery }, config: withLinks },
    async (request) => {
      const user = requireUser(request);
      const order = await orderFor(app.db, user, request.query.serviceId);
      return ok(await repo.templatesWithReceipts(app.db, order.id, order.serviceContentId, templateScope(user)));
    },
  );

  app.get<{ Params: IdParams }>('/dispatch/service/get/receipt/template/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.params.id);
    return ok(await repo.templatesOf(app.db, order.serviceContentId, templateScope(user)));
  });

  app.get<{ Querystring: Static<typeof ServiceQuery> }>(
    '/sys/dispatch/receipt/template/receipts/thumbnail',
    { schema: { querystring: ServiceQuery }, config: withLinks },
    async (request) => {
      const user = requireUser(request);
      const order = await orderFor(app.db, user, request.query.serviceId);
      return ok(await repo.receiptsOfOrder(app.db, order.id, user.authority === 'customer'));
    },
  );

  app.post<{ Body: Static<typeof AddBody> }>('/dispatch/service/add/dispatchReceipt', { schema: { body: AddBody }, config: withLinks }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, b.serviceId, { write: true, open: true });
      await checkTemplate(tx, order, b.templateId);
      const file = await ownFile(tx, user, b.fileId);
      return repo.insertReceipt(tx, {
        serviceId: order.id,
        templateId: b.templateId,
        fileId: file.id,
        url: file.url,
        name: file.originName,
        origin: 'sys',
        msgId: null,
        createdBy: user.id,
      });
    });
    return ok(await repo.receiptById(app.db, id));
  });

  app.post<{ Params: IdParams }>('/dispatch/service/delete/dispatchReceipt/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    await app.db.transaction(async (tx) => {
      const receipt = await repo.receiptState(tx, request.params.id);
      if (!receipt) throw notFound();
      await orderFor(tx, user, Number(receipt.serviceId), { write: true, open: true });
      await repo.deleteReceipt(tx, request.params.id);
    });
    return ok(null);
  });

  app.post<{ Body: Static<typeof WatermarkBody> }>('/dispatch/service/add/watermark', { schema: { body: WatermarkBody }, config: withLinks }, async (request) => {
    await watermarkReceipt(app.db, app.storage, requireUser(request), request.body.receiptId);
    return ok(await repo.receiptById(app.db, request.body.receiptId));
  });

  app.post<{ Body: Static<typeof BatchTemplateBody> }>(
    '/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    { schema: { body: BatchTemplateBody } },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(request.body.ids)];
      const updated = await app.db.transaction(async (tx) => {
        const { serviceIds, found } = await repo.ordersOfReceipts(tx, ids);
        if (found !== ids.length) throw notFound();
        if (serviceIds.length !== 1) throw badRequest('receiptsMixed');
        const order = await orderFor(tx, user, serviceIds[0], { write: true, open: true });
        await checkTemplate(tx, order, request.body.templateId);
        return repo.setTemplate(tx, ids, request.body.templateId);
      });
      return ok({ updated });
    },
  );

  app.get<{ Querystring: Static<typeof ServiceQuery> }>('/sys/dispatch/receipt/lackReceipt', { schema: { querystring: ServiceQuery } }, async (request) => {
    const order = await orderFor(app.db, requireUser(request), request.query.serviceId);
    return ok(await repo.lackReceiptOf(app.db, order.id));
  });

  app.put<{ Body: Static<typeof LackBody> }>('/sys/dispatch/receipt/lackReceipt', { schema: { body: LackBody } }, async (request) => {
    const user = requireUser(request);
    const text = request.body.lackReceipt?.trim() ?? '';
    if (!text) throw badRequest('lackReceiptRequired');
    const order = await orderFor(app.db, user, request.body.serviceId, { write: true, open: true });
    await repo.setLackReceipt(app.db, order.id, text);
    return ok({ serviceId: order.id, lackReceipt: text, isLackReceipt: true });
  });

  app.post<{ Body: Static<typeof ChatReceiptsBody> }>(
    '/sys/im/batch/save/receipt',
    { schema: { body: ChatReceiptsBody }, config: { access: 'dispatch', fileLinks: true } },
    async (request) => {
      const user = requireUser(request);
      const ids = await app.db.transaction(async (tx) => {
        const saved: number[] = [];
        for (const [index, item] of request.body.receipts.entries()) {
          const url = storedLink(item.url);
          if (!url) throw badRequest('linkInvalid', { field: `receipts.${index}.url` });
          const serviceId = await repo.orderOfChatRecord(tx, item.msgId);
          if (!serviceId) throw badRequest('chatRecordInvalid');
          const order = await orderFor(tx, user, Number(serviceId), { write: true, open: true });
          await checkTemplate(tx, order, item.templateId);
          const fileId = fileIdOf(url);
          if (fileId !== null && !(await readableFile(tx, user, fileId))) throw badRequest('receiptFileInvalid');
          if (item.id) {
            const id = await repo.updateReceipt(tx, item.id, item.templateId, item.name, order.id);
            if (id === null) throw notFound();
            saved.push(id);
            continue;
          }
          const existing = await repo.receiptFromChat(tx, order.id, item.msgId, url);
          if (existing) {
            await repo.updateReceipt(tx, existing.id, item.templateId, item.name);
            saved.push(existing.id);
            continue;
          }
          saved.push(
            await repo.insertReceipt(tx, { serviceId: order.id, templateId: item.templateId, fileId, url, name: item.name, origin: item.origin, msgId: item.msgId, createdBy: user.id }),
          );
        }
        return saved;
      });
      return ok(await repo.receiptsByIds(app.db, ids));
    },
  );
}
