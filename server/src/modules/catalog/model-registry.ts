import { Type, type TSchema } from '@sinclair/typebox';
import type { Queryable } from '../../db/database';
import { forbidden, found, notFound } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import type { FieldDef, FieldType, ModelDef, ModelWriter } from './model-query';
import { mapWriteError } from './model-query';
import {
  deleteModelRow,
  insertModelRow,
  modelRowExists,
  readModelRow,
  softDeleteModelRow,
  updateModelRow,
} from './model-repository';
import { RepairUserBody, RepairUserFields, Id, Text } from '@portal/contract';
import { createRepairUser, invalidateRepairUser, updateRepairUser } from '../repair-users/repair-users';
import { orderScope, projectScope, repairUserScope } from '../../lib/scope-sql';

const f = (column: string, type: FieldType): FieldDef => ({ column, type });

/**
 * A manager-only writer over one table: the listed fields map to columns, data is validated by
 * the schemas before anything is built, deletes are soft (a flag column) or hard.
 */
function managerWriter(options: {
  table: string;
  columns: Record<string, string>;
  createSchema: TSchema;
  updateSchema: TSchema;
  softDelete?: string;
}): ModelWriter {
  const { table, columns } = options;
  const pick = (data: Record<string, unknown>) => Object.keys(columns).filter((k) => data[k] !== undefined);
  const valuesOf = (data: Record<string, unknown>, keys: string[]) =>
    keys.map((k) => (typeof data[k] === 'string' ? (data[k] as string).trim() : data[k]));
  return {
    who: 'manager',
    createSchema: options.createSchema,
    updateSchema: options.updateSchema,
    async create(db, _user, data) {
      const keys = pick(data);
      return insertModelRow(
        db,
        table,
        keys.map((k) => columns[k]),
        valuesOf(data, keys),
      ).catch((e: unknown) => mapWriteError(e, 'write'));
    },
    async update(db, _user, id, data) {
      const keys = pick(data);
      if (keys.length === 0) {
        if (!(await modelRowExists(db, table, id))) throw notFound();
        return;
      }
      const updated = await updateModelRow(
        db,
        table,
        id,
        keys.map((k) => columns[k]),
        valuesOf(data, keys),
      ).catch((e: unknown) => mapWriteError(e, 'write'));
      if (!updated) throw notFound();
    },
    async remove(db, _user, id) {
      const removed = await (
        options.softDelete
          ? softDeleteModelRow(db, table, options.softDelete, id)
          : deleteModelRow(db, table, id)
      ).catch((e: unknown) => mapWriteError(e, 'delete'));
      if (!removed) throw notFound();
    },
  };
}

const Name = (max = 100) => Text(max, { minLength: 1 });
const strict = { additionalProperties: false };

/**
 * Every model the generic `/api/model/*` calls may touch: its tables, readable fields, scope and,
 * where allowed at all, how it is written. Anything not listed here does not exist for those calls.
 */
export const MODELS: Record<string, ModelDef> = {
  repairUser: {
    from: 'repair_users m JOIN customer_companies c ON c.id = m.customer_id',
    idColumn: 'm.id',
    fields: {
      id: f('m.id', 'int'),
      customerId: f('m.customer_id', 'int'),
      customerName: f('c.name', 'text'),
      name: f('m.name', 'text'),
      repairNo: f('m.repair_no', 'text'),
      contactName: f('m.contact_name', 'text'),
      contactPhone: f('m.contact_phone', 'text'),
      regionCodes: f('m.region_codes', 'textArray'),
      regionText: f('m.region_text', 'text'),
      addressDetail: f('m.address_detail', 'text'),
      isValid: f('m.is_valid', 'bool'),
      createTime: f('m.created_at', 'time'),
      updateTime: f('m.updated_at', 'time'),
    },
    defaultOrder: 'm.id DESC',
    labelField: 'name',
    scope: (user, params) => repairUserScope(user, params, 'm'),
    write: {
      who: 'scoped',
      createSchema: Type.Object(RepairUserBody.properties, strict),
      updateSchema: Type.Object(RepairUserFields, strict),
      async create(db, user, data) {
        return (await createRepairUser(db, user, data as RepairUserBody)).id;
      },
      async update(db, user, id, data) {
        await updateRepairUser(db, user, id, data as RepairUserBody);
      },
      remove: (db, user, id) => invalidateRepairUser(db, user, id),
    },
  },

  serviceOrder: {
    from: 'service_orders o JOIN customer_companies c ON c.id = o.customer_id',
    idColumn: 'o.id',
    fields: {
      id: f('o.id', 'int'),
      serviceNo: f('o.service_no', 'text'),
      status: f('o.status', 'text'),
      customerId: f('o.customer_id', 'int'),
      customerName: f('c.name', 'text'),
      projectId: f('o.project_id', 'int'),
      projectName: f('o.project_name', 'text'),
      serviceContentId: f('o.service_content_id', 'int'),
      serviceContent: f('o.service_content', 'text'),
      repairUserId: f('o.repair_user_id', 'int'),
      repairUserName: f('o.repair_user_name', 'text'),
      repairNo: f('o.repair_no', 'text'),
      repairUserAddress: f('o.repair_user_address', 'text'),
      contactName: f('o.contact_name', 'text'),
      contactPhone: f('o.contact_phone', 'text'),
      engineerId: f('o.engineer_id', 'int'),
      engineerName: f('o.engineer_name', 'text'),
      engineerCompanyName: f('o.engineer_company_name', 'text'),
      creatorName: f('o.creator_name', 'text'),
      faultDescription: f('o.fault_description', 'text'),
      parentId: f('o.parent_id', 'int'),
      appointmentTime: f('o.appointment_time', 'time'),
      createTime: f('o.create_time', 'time'),
      dispatchTime: f('o.dispatch_time', 'time'),
      arriveTime: f('o.arrive_time', 'time'),
      completionTime: f('o.completion_time', 'time'),
      acceptanceTime: f('o.acceptance_time', 'time'),
      incomeTime: f('o.income_time', 'time'),
      confirmTime: f('o.confirm_time', 'time'),
    },
    defaultOrder: 'o.create_time DESC',
    labelField: 'serviceNo',
    scope: (user, params) => orderScope(user, params),
  },

  project: {
    from: 'projects m JOIN customer_companies c ON c.id = m.customer_id',
    idColumn: 'm.id',
    fields: {
      id: f('m.id', 'int'),
      name: f('m.name', 'text'),
      code: f('m.code', 'text'),
      customerId: f('m.customer_id', 'int'),
      customerName: f('c.name', 'text'),
      isValid: f('m.is_valid', 'bool'),
      createTime: f('m.created_at', 'time'),
    },
    defaultOrder: 'm.id DESC',
    labelField: 'name',
    scope: (user, params) => projectScope(user, params, 'm'),
    write: managerWriter({
      table: 'projects',
      columns: { name: 'name', code: 'code', customerId: 'customer_id', isValid: 'is_valid' },
      createSchema: Type.Object(
        {
          name: Name(),
          code: Type.Optional(Text(50)),
          customerId: Id,
          isValid: Type.Optional(Type.Boolean()),
        },
        strict,
      ),
      updateSchema: Type.Object(
        {
          name: Type.Optional(Name()),
          code: Type.Optional(Text(50)),
          isValid: Type.Optional(Type.Boolean()),
        },
        strict,
      ),
      softDelete: 'is_valid',
    }),
  },

  serviceContent: {
    from: 'service_contents m JOIN projects p ON p.id = m.project_id',
    idColumn: 'm.id',
    fields: {
      id: f('m.id', 'int'),
      projectId: f('m.project_id', 'int'),
      projectName: f('p.name', 'text'),
      name: f('m.name', 'text'),
      description: f('m.description', 'text'),
      createTime: f('m.created_at', 'time'),
    },
    defaultOrder: 'm.project_id, m.id',
    labelField: 'name',
    scope: (user, params) => projectScope(user, params, 'p'),
    write: managerWriter({
      table: 'service_contents',
      columns: { projectId: 'project_id', name: 'name', description: 'description' },
      createSchema: Type.Object(
        { projectId: Id, name: Name(), description: Type.Optional(Text(1000)) },
        strict,
      ),
      updateSchema: Type.Object(
        { name: Type.Optional(Name()), description: Type.Optional(Text(1000)) },
        strict,
      ),
    }),
  },

  courierCompany: {
    from: 'courier_companies m',
    idColumn: 'm.id',
    fields: { id: f('m.id', 'int'), name: f('m.name', 'text'), code: f('m.code', 'text') },
    defaultOrder: 'm.id',
    labelField: 'name',
    scope: () => 'TRUE',
    write: managerWriter({
      table: 'courier_companies',
      columns: { name: 'name', code: 'code' },
      createSchema: Type.Object(
        { name: Name(50), code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }) },
        strict,
      ),
      updateSchema: Type.Object(
        {
          name: Type.Optional(Name(50)),
          code: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' })),
        },
        strict,
      ),
    }),
  },

  dictionary: {
    from: 'dictionaries m',
    idColumn: 'm.id',
    fields: {
      id: f('m.id', 'int'),
      dictType: f('m.dict_type', 'text'),
      dictValue: f('m.dict_value', 'text'),
      dictDataName: f('m.dict_data_name', 'text'),
      sort: f('m.sort', 'int'),
    },
    defaultOrder: 'm.dict_type, m.sort',
    labelField: 'dictDataName',
    scope: () => 'TRUE',
  },

  accessory: {
    from: 'accessories m JOIN service_orders o ON o.id = m.service_id LEFT JOIN courier_companies cc ON cc.id = m.courier_company_id',
    idColumn: 'm.id',
    fields: {
      id: f('m.id', 'int'),
      serviceId: f('m.service_id', 'int'),
      serviceNo: f('o.service_no', 'text'),
      customerId: f('m.customer_id', 'int'),
      courierCompanyId: f('m.courier_company_id', 'int'),
      courierCompanyName: f('cc.name', 'text'),
      courierNo: f('m.courier_no', 'text'),
      status: f('m.status', 'text'),
      remark: f('m.remark', 'text'),
      createTime: f('m.created_at', 'time'),
      sentTime: f('m.sent_at', 'time'),
    },
    defaultOrder: 'm.created_at DESC',
    labelField: 'courierNo',
    scope: (user, params) => orderScope(user, params),
  },
};

export function writerFor(model: ModelDef, user: AuthUser): ModelWriter | null {
  const writer = model.write;
  if (!writer) return null;
  if (writer.who === 'manager' && user.authority !== 'manager') throw forbidden();
  return writer;
}

/** Reads one row of a model in the user's scope (after a write), or 404. */
export const readOne = async (
  db: Queryable,
  model: ModelDef,
  select: string,
  user: AuthUser,
  id: number,
): Promise<Record<string, unknown>> => found(await readModelRow(db, model, select, user, id));
