import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { ok } from '../../http';
import { badRequest, found, notFound } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { storedLink } from '../files/stored-link';
import { orderFor } from '../order-core/order-access';
import * as repo from './receipt-repository';
import { checkTemplate, fileIdOf, ownFile, readableFile, templateScope } from './receipt-rules';
import { watermarkReceipt } from './receipt-watermark';
import { actedAtOf } from '../../lib/acted-at';
import { clampedActedAt } from '../order-core/timeline-repository';
import { registerRoute } from '../../register-route';

/** Acceptance documents (receipts) of an order: templates, adding, removing, watermarking, lack-receipt note. */
export default async function receipts(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.receiptTemplates, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.query.serviceId);
    return ok(
      await repo.templatesWithReceipts(app.db, order.id, order.serviceContentId, templateScope(user)),
    );
  });

  registerRoute(app, routes.orderReceiptTemplates, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.params.id);
    return ok(await repo.templatesOf(app.db, order.serviceContentId, templateScope(user)));
  });

  registerRoute(app, routes.receiptThumbnails, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.query.serviceId);
    return ok(await repo.receiptsOfOrder(app.db, order.id, user.authority === 'customer'));
  });

  registerRoute(app, routes.receiptAdd, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const actedAt = actedAtOf(request);
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
        actedAt: actedAt ? await clampedActedAt(tx, order.id, actedAt) : null,
      });
    });
    return ok((await repo.receiptById(app.db, id))!);
  });

  registerRoute(app, routes.receiptDelete, async (request) => {
    const user = requireUser(request);
    await app.db.transaction(async (tx) => {
      const receipt = found(await repo.receiptState(tx, request.params.id));
      await orderFor(tx, user, Number(receipt.serviceId), { write: true, open: true });
      await repo.deleteReceipt(tx, request.params.id);
    });
    return ok(null);
  });

  registerRoute(app, routes.receiptWatermark, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    await watermarkReceipt(app.db, app.storage, user, request.body.receiptId, actedAtOf(request));
    return ok((await repo.receiptById(app.db, request.body.receiptId))!);
  });

  registerRoute(app, routes.receiptTemplateChange, async (request) => {
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
  });

  registerRoute(app, routes.lackReceipt, async (request) => {
    const order = await orderFor(app.db, requireUser(request), request.query.serviceId);
    return ok((await repo.lackReceiptOf(app.db, order.id))!);
  });

  registerRoute(app, routes.lackReceiptSave, async (request) => {
    const user = requireUser(request);
    const actedAt = actedAtOf(request);
    const text = request.body.lackReceipt?.trim() ?? '';
    if (!text) throw badRequest('lackReceiptRequired');
    const order = await orderFor(app.db, user, request.body.serviceId, { write: true, open: true });
    await repo.setLackReceipt(
      app.db,
      order.id,
      text,
      actedAt ? await clampedActedAt(app.db, order.id, actedAt) : null,
    );
    return ok({ serviceId: order.id, lackReceipt: text, isLackReceipt: true });
  });

  registerRoute(app, routes.chatReceiptsSave, { config: { fileLinks: true } }, async (request) => {
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
        if (fileId !== null && !(await readableFile(tx, user, fileId)))
          throw badRequest('receiptFileInvalid');
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
          await repo.insertReceipt(tx, {
            serviceId: order.id,
            templateId: item.templateId,
            fileId,
            url,
            name: item.name,
            origin: item.origin,
            msgId: item.msgId,
            createdBy: user.id,
          }),
        );
      }
      return saved;
    });
    return ok(await repo.receiptsByIds(app.db, ids));
  });
}
