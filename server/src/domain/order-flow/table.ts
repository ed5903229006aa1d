import type { Lang } from '../../i18n';

/** SPEC section 4's statuses, plus `cancelled` (the end of the exception operation "cancel"). */
export const STATUSES = [
  'pendingDispatch',
  'pendingOrders',
  'toArrive',
  'toCompleted',
  'pendingAcceptance',
  'income',
  'expenses',
  'pendingConfirmation',
  'confirmed',
  'cancelled',
] as const;
export type Status = (typeof STATUSES)[number];

export const FINAL_STATUSES: readonly Status[] = ['confirmed', 'cancelled'];
export const OPEN_STATUSES: readonly Status[] = STATUSES.filter((s) => !FINAL_STATUSES.includes(s));

/**
 * Who may take a step, relative to the order:
 * - `dispatcher`: a user with allowDispatch;
 * - `engineer`: the engineer the order is assigned to;
 * - `customer`: a customer user of the order's company.
 */
export type Role = 'dispatcher' | 'engineer' | 'customer';

export type StepName =
  | 'dispatch'
  | 'claim'
  | 'reject'
  | 'arrive'
  | 'complete'
  | 'accept'
  | 'closeExpenses'
  | 'issueSettlement'
  | 'confirm'
  | 'redispatch'
  | 'changeEngineer'
  | 'cancel'
  | 'createChild';

export interface StepDef {
  from: readonly Status[];
  /** `same` keeps the status (the step changes something else). */
  to: Status | 'same';
  who: readonly Role[];
}

const D: Role[] = ['dispatcher'];
const E: Role[] = ['engineer'];
const ED: Role[] = ['engineer', 'dispatcher'];

/** The whole life cycle: every status change of a service order is one of these rows (see server/README.md). */
export const STEPS: Record<StepName, StepDef> = {
  dispatch: { from: ['pendingDispatch'], to: 'pendingOrders', who: D },
  claim: { from: ['pendingOrders'], to: 'toArrive', who: E },
  reject: { from: ['pendingOrders'], to: 'pendingDispatch', who: E },
  arrive: { from: ['toArrive'], to: 'toCompleted', who: ED },
  complete: { from: ['toCompleted'], to: 'pendingAcceptance', who: ED },
  accept: { from: ['pendingAcceptance'], to: 'income', who: D },
  closeExpenses: { from: ['income'], to: 'expenses', who: D },
  issueSettlement: { from: ['expenses'], to: 'pendingConfirmation', who: D },
  confirm: { from: ['pendingConfirmation'], to: 'confirmed', who: ['customer'] },
  redispatch: { from: ['pendingOrders', 'toArrive', 'toCompleted'], to: 'pendingDispatch', who: D },
  changeEngineer: { from: ['pendingOrders', 'toArrive', 'toCompleted'], to: 'same', who: D },
  cancel: { from: OPEN_STATUSES, to: 'cancelled', who: D },
  createChild: { from: OPEN_STATUSES, to: 'same', who: D },
};

/** The status a step leaves the order in, from `current`. */
export const targetOf = (step: StepName, current: Status): Status => {
  const to = STEPS[step].to;
  return to === 'same' ? current : to;
};

export const STATUS_LABELS: Record<Lang, Record<Status, string>> = {
  'zh-CN': {
    pendingDispatch: '待派单',
    pendingOrders: '待接单',
    toArrive: '待到场',
    toCompleted: '待完工',
    pendingAcceptance: '待验收',
    income: '收入已关单',
    expenses: '支出已关单',
    pendingConfirmation: '待确认',
    confirmed: '已确认',
    cancelled: '已取消',
  },
  'zh-TW': {
    pendingDispatch: '待派單',
    pendingOrders: '待接單',
    toArrive: '待到場',
    toCompleted: '待完工',
    pendingAcceptance: '待驗收',
    income: '收入已關單',
    expenses: '支出已關單',
    pendingConfirmation: '待確認',
    confirmed: '已確認',
    cancelled: '已取消',
  },
  en: {
    pendingDispatch: 'pending dispatch',
    pendingOrders: 'pending claim',
    toArrive: 'pending arrival',
    toCompleted: 'pending completion',
    pendingAcceptance: 'pending acceptance',
    income: 'income closed',
    expenses: 'expenses closed',
    pendingConfirmation: 'pending confirmation',
    confirmed: 'confirmed',
    cancelled: 'cancelled',
  },
};

const STEP_LABELS: Record<Lang, Record<StepName, string>> = {
  'zh-CN': {
    dispatch: '派单',
    claim: '接单',
    reject: '拒单',
    arrive: '到场',
    complete: '完工',
    accept: '验收',
    closeExpenses: '关闭支出',
    issueSettlement: '出具结算',
    confirm: '确认结算',
    redispatch: '改派',
    changeEngineer: '更换工程师',
    cancel: '取消工单',
    createChild: '创建子工单',
  },
  'zh-TW': {
    dispatch: '派單',
    claim: '接單',
    reject: '拒單',
    arrive: '到場',
    complete: '完工',
    accept: '驗收',
    closeExpenses: '關閉支出',
    issueSettlement: '出具結算',
    confirm: '確認結算',
    redispatch: '改派',
    changeEngineer: '更換工程師',
    cancel: '取消工單',
    createChild: '創建子工單',
  },
  en: {
    dispatch: 'dispatch',
    claim: 'claim',
    reject: 'reject',
    arrive: 'arrival',
    complete: 'completion',
    accept: 'acceptance',
    closeExpenses: 'close expenses',
    issueSettlement: 'issue settlement',
    confirm: 'confirm settlement',
    redispatch: 're-dispatch',
    changeEngineer: 'change engineer',
    cancel: 'cancel',
    createChild: 'create child order',
  },
};

export const statusLabel = (lang: Lang, status: string): string => STATUS_LABELS[lang][status as Status] ?? status;
export const stepLabel = (lang: Lang, step: string): string => STEP_LABELS[lang][step as StepName] ?? step;
