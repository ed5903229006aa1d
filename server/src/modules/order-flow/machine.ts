import { isRealDateTime, type FeeInput, type StepResult } from '@portal/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError, badRequest, forbidden, found } from '../../http-error';
import type { Lang } from '../../i18n';
import type { ImEvent } from '../chat/im-event';
import { clampedActedAt, insertTimelineEntry } from '../order-core/timeline-repository';
import {
  insertChildOrder,
  isTodayOrLater,
  serviceContentNameOf,
} from '../order-core/order-create-repository';
import { replaceFeeRows } from '../order-core/fee-repository';
import { receiptCountOf } from '../receipts/receipt-repository';
import { requireAudience } from '../order-core/order-audience';
import { channelMembers } from '../chat/channel-view';
import { orderStepText } from '../chat/order-step-text';
import {
  channelEvent,
  ensureOrderGroup,
  findOrderGroup,
  membersEvent,
  postSystemMessage,
  removeGroupMember,
} from '../chat/order-group';
import { STEPS, stepLabel, statusLabel, targetOf, type StepName } from '../order-core/step-table';
import { rolesOf, type FlowUser } from '../order-core/available-steps';
import type { StepPatch, StepTime } from '../order-core/step-patch';
import { publishAll, type Publish } from '../chat/im-publish';
import {
  isOnTheJobStaff,
  onTheJobTechnician,
  orderStateInScope,
  orderStatusAndServiceNo,
  serviceNoOf,
  writeStepPatch,
  type OrderState,
} from '../order-core/step-repository';

export interface Actor {
  user: FlowUser;
  lang: Lang;
  /** The phone's time of the act (X-Acted-At), for steps replayed from an offline queue. */
  actedAt?: string | null;
}

export interface StepInput {
  engineerId?: number;
  responsiblePersonId?: number | null;
  engineerCompanyName?: string | null;
  appointmentTime?: string;
  reason?: string;
  lackReceipt?: string | null;
  fees?: FeeInput[];
  serviceContentId?: number;
  faultDescription?: string;
}

export type StepOutcome = Omit<StepResult, 'status'> & {
  /** IM events to publish once the transaction has committed. */
  events: ImEvent[];
};

const SKILLED_JOB_ID = 18;

/** An on-the-job technician (authority technician or job 18), else a 400. */
export async function loadEngineer(db: Queryable, engineerId: number): Promise<{ id: number; name: string }> {
  const row = await onTheJobTechnician(db, engineerId, SKILLED_JOB_ID);
  if (!row) throw badRequest('engineerInvalid');
  return row;
}

async function checkStaff(
  db: Queryable,
  userId: number,
  key: 'responsiblePersonInvalid' | 'receiverInvalid',
) {
  if (!(await isOnTheJobStaff(db, userId))) throw badRequest(key);
}

/** 'yyyy-MM-dd HH:mm' or with seconds, a real moment, not before today (server time zone). */
export async function checkAppointment(
  db: Queryable,
  value: string,
  field = 'appointmentTime',
): Promise<string> {
  const time = value.length === 16 ? `${value}:00` : value;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time) || !isRealDateTime(time))
    throw badRequest('fieldPattern', { field });
  if (!(await isTodayOrLater(db, time))) throw badRequest('appointmentPast');
  return time;
}

function checkFees(fees: FeeInput[] | undefined): FeeInput[] {
  const rows = (fees ?? []).map((f) => ({ ...f, feeIndex: f.feeIndex.trim() }));
  const blank = rows.findIndex((f) => !f.feeIndex);
  if (blank >= 0) throw badRequest('fieldRequired', { field: `fees.${blank}.feeIndex` });
  return rows;
}

const reasonOf = (input: StepInput, step: StepName, lang: Lang): string => {
  const reason = input.reason?.trim();
  if (!reason) throw badRequest('flowReasonRequired', { step: stepLabel(lang, step) });
  return reason;
};

interface Plan {
  /** What the step changes on the order besides its status (`writeStepPatch` writes it). */
  patch: Omit<StepPatch, 'status'>;
  note: string | null;
  /** Skip the version check: the step may run alongside others of its kind (child orders). */
  anyVersion?: boolean;
  after?: (tx: Queryable) => Promise<void>;
  /** Members to add to the order's group (created when missing). */
  members?: number[];
  /** A user leaving the group (they still receive this step's message). */
  leaving?: number | null;
  afterInsert?: (tx: Queryable) => Promise<{ childId: number; childServiceNo: string }>;
}

async function planStep(
  tx: Queryable,
  actor: Actor,
  order: OrderState,
  step: StepName,
  input: StepInput,
  actedAt: string | null,
): Promise<Plan> {
  // The engineer's times are the acted time of a replayed act (clamped), else the time it arrives.
  const at: StepTime = actedAt ? { actedAt } : 'now';
  const { user, lang } = actor;
  switch (step) {
    case 'dispatch': {
      if (!input.engineerId) throw badRequest('fieldRequired', { field: 'engineerId' });
      if (!input.appointmentTime) throw badRequest('fieldRequired', { field: 'appointmentTime' });
      const engineer = await loadEngineer(tx, input.engineerId);
      if (input.responsiblePersonId) {
        await checkStaff(tx, input.responsiblePersonId, 'responsiblePersonInvalid');
        await requireAudience(tx, order.id, 'responsiblePersonId', [input.responsiblePersonId], engineer.id);
      }
      const appointment = await checkAppointment(tx, input.appointmentTime);
      return {
        patch: {
          engineer: { ...engineer, companyName: input.engineerCompanyName?.trim() || null },
          responsiblePersonId: input.responsiblePersonId ?? null,
          appointmentTime: appointment,
          dispatcherId: user.id,
          dispatchTime: 'now',
        },
        note: `${engineer.name}，${appointment.slice(0, 16)}`,
        members: [engineer.id, user.id],
      };
    }
    case 'claim':
      return { patch: {}, note: null };
    case 'reject':
      return {
        patch: { engineer: null, dispatchTime: null },
        note: reasonOf(input, step, lang),
        leaving: order.engineerId,
      };
    case 'arrive':
      return { patch: { arriveTime: at }, note: null };
    case 'complete': {
      const note = input.lackReceipt?.trim() || null;
      const receipts = await receiptCountOf(tx, order.id);
      const lack = note ?? (order.lackReceipt?.trim() || null);
      if (receipts === 0 && !lack) throw badRequest('flowNeedsReceipt');
      return {
        patch: {
          completionTime: at,
          ...(note === null ? {} : { lackReceipt: note }),
          isLackReceipt: receipts === 0,
        },
        note: receipts === 0 ? lack : null,
      };
    }
    case 'accept': {
      const fees = checkFees(input.fees);
      return {
        patch: { acceptanceTime: 'now', incomeTime: 'now' },
        note: null,
        after: (db) => replaceFeeRows(db, order.id, 'income', fees),
      };
    }
    case 'closeExpenses': {
      const fees = checkFees(input.fees);
      return {
        patch: { expensesTime: 'now' },
        note: null,
        after: (db) => replaceFeeRows(db, order.id, 'expense', fees),
      };
    }
    case 'issueSettlement':
      return { patch: { settlementTime: 'now' }, note: null };
    case 'confirm':
      return { patch: { confirmTime: 'now' }, note: null };
    case 'redispatch':
      return {
        patch: { engineer: null, dispatchTime: null, arriveTime: null },
        note: reasonOf(input, step, lang),
        leaving: order.engineerId,
      };
    case 'changeEngineer': {
      const reason = reasonOf(input, step, lang);
      if (!input.engineerId) throw badRequest('fieldRequired', { field: 'engineerId' });
      const engineer = await loadEngineer(tx, input.engineerId);
      if (engineer.id === order.engineerId) throw badRequest('engineerUnchanged');
      return {
        patch: { engineer: { ...engineer, companyName: input.engineerCompanyName?.trim() || null } },
        note: `${order.engineerName ?? ''} → ${engineer.name}：${reason}`,
        members: [engineer.id],
        leaving: order.engineerId,
      };
    }
    case 'cancel': {
      const reason = reasonOf(input, step, lang);
      return { patch: { cancelReason: reason }, note: reason };
    }
    case 'createChild': {
      let contentId: number | null = null;
      if (input.serviceContentId) {
        if ((await serviceContentNameOf(tx, input.serviceContentId, order.projectId)) === null)
          throw badRequest('serviceContentInvalid');
        contentId = input.serviceContentId;
      }
      const appointment = input.appointmentTime ? await checkAppointment(tx, input.appointmentTime) : null;
      const description = input.faultDescription?.trim() || null;
      return {
        patch: {},
        note: null,
        anyVersion: true,
        afterInsert: async (db) => {
          const child = await insertChildOrder(db, order.id, {
            faultDescription: description,
            creatorId: user.id,
            creatorName: user.name,
            appointmentTime: appointment,
            serviceContentId: contentId,
          });
          await insertTimelineEntry(db, {
            serviceId: child.id,
            action: 'create',
            fromStatus: null,
            toStatus: 'pendingDispatch',
            note: order.serviceNo,
            operator: user,
          });
          return { childId: child.id, childServiceNo: child.serviceNo };
        },
      };
    }
  }
}

/** The order as the user may see it (404 otherwise). */
async function loadState(tx: Queryable, user: FlowUser, serviceId: number): Promise<OrderState> {
  const order = found(await orderStateInScope(tx, user, serviceId));
  return { ...order, id: Number(order.id) };
}

/**
 * Takes one step inside the caller's transaction: checks who and from which status, then changes
 * the order with a conditional UPDATE (status and version as read), so of two people taking the
 * same step at once exactly one succeeds; writes the timeline row and the group's system message.
 */
export async function applyStep(
  tx: Queryable,
  actor: Actor,
  serviceId: number,
  step: StepName,
  input: StepInput = {},
): Promise<StepOutcome> {
  const { user, lang } = actor;
  const def = STEPS[step];
  const order = await loadState(tx, user, serviceId);
  const roles = rolesOf(user, order);
  if (!def.who.some((role) => roles.has(role)))
    throw new HttpError(403, 'flowForbidden', { step: stepLabel(lang, step) });
  if (!def.from.includes(order.status)) {
    throw badRequest('flowIllegalStep', {
      status: statusLabel(lang, order.status),
      step: stepLabel(lang, step),
    });
  }
  const to = targetOf(step, order.status);
  const actedAt = actor.actedAt ? await clampedActedAt(tx, order.id, actor.actedAt) : null;
  const plan = await planStep(tx, actor, order, step, input, actedAt);
  const updated = await writeStepPatch(
    tx,
    { id: order.id, status: order.status, version: order.version, anyVersion: plan.anyVersion ?? false },
    { ...plan.patch, status: to },
  );
  if (!updated) throw badRequest('flowConflict');
  await plan.after?.(tx);
  const child = await plan.afterInsert?.(tx);
  const note = child ? child.childServiceNo : plan.note;
  await insertTimelineEntry(tx, {
    serviceId: order.id,
    action: step,
    fromStatus: order.status,
    toStatus: to,
    note,
    operator: user,
    actedAt,
  });

  // Whoever takes a step on the order joins its group (an engineer leaving is removed just after).
  const group = await ensureOrderGroup(tx, order.id, [...(plan.members ?? []), user.id]);
  if (plan.leaving) await removeGroupMember(tx, group.id, plan.leaving);
  const text = orderStepText(user.name, step, order.status, to, note);
  const { event } = await postSystemMessage(
    tx,
    group,
    text,
    user.id,
    {
      kind: 'orderStep',
      step,
      fromStatus: order.status,
      toStatus: to,
      serviceId: order.id,
      serviceNo: order.serviceNo,
      operatorName: user.name,
      note,
    },
    plan.leaving ? [plan.leaving] : [],
  );
  const members = (await channelMembers(tx, [group.id])).get(group.id) ?? [];
  return {
    serviceId: order.id,
    serviceNo: order.serviceNo,
    step,
    fromStatus: order.status,
    toStatus: to,
    version: updated.version,
    ...child,
    events: [
      event,
      ...(plan.leaving ? [channelEvent(group.id, 'left', [plan.leaving])] : []),
      membersEvent(group.id, members),
    ],
  };
}

/**
 * The customer's settlement confirmation of several orders, all or nothing, through the machine.
 * Same failures as the settlement page states them: a missing order, an order not pending confirmation.
 */
export async function confirmOrders(
  db: Database,
  user: FlowUser,
  ids: number[],
  publish?: Publish,
  lang: Lang = 'zh-CN',
): Promise<Array<{ id: number; serviceNo: string }>> {
  if (user.authority === 'technician') throw forbidden('settlementForbidden');
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const outcomes = await db.transaction(async (tx) => {
    const done: StepOutcome[] = [];
    for (const id of unique) {
      try {
        done.push(await applyStep(tx, { user, lang }, id, 'confirm'));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.statusCode === 404) throw badRequest('settlementMissing', { id });
        const serviceNo = await serviceNoOf(tx, id);
        if (error.messageKey === 'flowIllegalStep' || error.messageKey === 'flowConflict') {
          throw badRequest('settlementNotPending', { serviceNo: serviceNo! });
        }
        throw error;
      }
    }
    return done;
  });
  await publishAll(
    publish,
    outcomes.flatMap((o) => o.events),
  );
  return outcomes.map((o) => ({ id: o.serviceId, serviceNo: o.serviceNo }));
}

/** A note on the order's timeline and in its group (when it has one) without a status change. */
export async function recordOrderEvent(
  tx: Queryable,
  user: FlowUser,
  serviceId: number,
  action: string,
  text: string,
  note: string | null,
  options: { createGroup?: boolean } = {},
): Promise<ImEvent[]> {
  const order = found(await orderStatusAndServiceNo(tx, serviceId));
  await insertTimelineEntry(tx, {
    serviceId,
    action,
    fromStatus: order.status,
    toStatus: order.status,
    note,
    operator: user,
  });
  const group = options.createGroup
    ? await ensureOrderGroup(tx, serviceId)
    : await findOrderGroup(tx, serviceId);
  if (!group) return [];
  const { event } = await postSystemMessage(tx, group, text, user.id, {
    kind: 'orderEvent',
    action,
    serviceId,
    serviceNo: order.serviceNo,
    operatorName: user.name,
    note,
  });
  return [event];
}
