import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CourierExtract } from '@portal/contract';
import { isId, routes } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { ok } from '../../http';
import { badRequest, found } from '../../http-error';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { extractCourierNumbers, type ExtractedNumber } from './courier/extract';
import { recognizeWaybill } from './courier/recognize';
import { courierTrackingProvider } from './courier/tracking';
import { fileKind } from '../files/file-kind';
import { formatLimit } from '../files/upload-limit';
import { courierCompanies, shipmentInScope } from './accessory-repository';
import { storedFile } from '../receipts/receipt-repository';
import { registerRoute } from '../../register-route';

/** The numbers with their companies, the first one flattened. */
async function withCompanies(db: Queryable, numbers: ExtractedNumber[]): Promise<CourierExtract> {
  const companies = await courierCompanies(db);
  const byCode = new Map(companies.map((c) => [c.code.toUpperCase(), c]));
  const rows = numbers.map((n) => {
    const company = n.companyCode ? byCode.get(n.companyCode) : undefined;
    return {
      courierNo: n.courierNo,
      companyCode: n.companyCode,
      courierCompanyId: company?.id ?? null,
      courierCompanyName: company?.name ?? null,
    };
  });
  return {
    numbers: rows,
    courierNo: rows[0]?.courierNo ?? null,
    courierCompanyId: rows[0]?.courierCompanyId ?? null,
  };
}

async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ image: Buffer; text: string }> {
  let image: Buffer | null = null;
  let text = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !image) image = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'text' && typeof part.value === 'string') {
        text = part.value.slice(0, 5000);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('fileTooLarge', { limit: formatLimit(maxBytes) });
    throw badRequest('courierNotRecognized');
  }
  if (!image) throw badRequest('fileRequired');
  return { image, text };
}

async function readStoredImage(app: FastifyInstance, user: AuthUser, fileId: number): Promise<Buffer> {
  const file = await storedFile(app.db, fileId);
  if (!file || (user.authority !== 'manager' && file.uploaderId !== user.id))
    throw badRequest('receiptFileInvalid');
  if (fileKind(file.ext) !== 'image') throw badRequest('courierNotRecognized');
  const stream = await app.storage.open(file.storageKey);
  if (!stream) throw badRequest('receiptFileInvalid');
  return buffer(stream);
}

/** Courier numbers from pasted text or a waybill photo (decoded here, no outside service), and shipment events. */
export default async function express(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.expressExtract, async (request) => {
    const text = request.body.expressExtract ?? request.body.text;
    if (text === undefined) throw badRequest('fieldRequired', { field: 'expressExtract' });
    return ok(await withCompanies(app.db, extractCourierNumbers(text)));
  });

  registerRoute(app, routes.expressRecognize, async (request) => {
    const user = requireUser(request);
    let image: Buffer;
    let text = '';
    if (request.isMultipart()) {
      ({ image, text } = await readUpload(request, app.uploadMaxBytes));
    } else {
      // No body schema (the route also takes multipart): the JSON body is checked here.
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const fileId = 'fileId' in body ? body.fileId : undefined;
      if (fileId === undefined || fileId === null) throw badRequest('fieldRequired', { field: 'fileId' });
      if (!isId(fileId)) throw badRequest('fieldType', { field: 'fileId' });
      const given = 'text' in body ? body.text : undefined;
      if (given !== undefined && (typeof given !== 'string' || given.includes('\u0000')))
        throw badRequest('fieldType', { field: 'text' });
      image = await readStoredImage(app, user, fileId);
      text = given?.slice(0, 5000) ?? '';
    }
    const numbers = await recognizeWaybill(image, text);
    if (numbers.length === 0) throw badRequest('courierNotRecognized');
    return ok(await withCompanies(app.db, numbers));
  });

  registerRoute(app, routes.expressTrack, async (request) => {
    const shipment = found(await shipmentInScope(app.db, requireUser(request), request.params.accessoryId));
    const provider = courierTrackingProvider();
    return ok({
      ...shipment,
      accessoryId: Number(shipment.accessoryId),
      provider: provider.name,
      events: await provider.track(shipment),
    });
  });
}
