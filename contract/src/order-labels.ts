import type { FlowStatus } from './order-status';
import type { StepName } from './order-steps';

/** The languages of the portal, as the server names them (the front ends' locale files are zh_CN, zh_TW, en). */
export type ContractLang = 'zh-CN' | 'zh-TW' | 'en';

/**
 * Status labels: the front ends' `status.*` keys and the server's messages (timeline texts, exports,
 * refusals) both read these. English is in sentence case; mid-sentence the server lowers the first letter.
 */
export const STATUS_LABELS: Record<ContractLang, Record<FlowStatus, string>> = {
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
    pendingDispatch: 'Pending dispatch',
    pendingOrders: 'Pending claim',
    toArrive: 'Pending arrival',
    toCompleted: 'Pending completion',
    pendingAcceptance: 'Pending acceptance',
    income: 'Income closed',
    expenses: 'Expenses closed',
    pendingConfirmation: 'Pending confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
  },
};

/** Step labels: the front ends' `step.*` keys (timeline, buttons) and the server's messages. */
export const STEP_LABELS: Record<ContractLang, Record<StepName, string>> = {
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
    dispatch: 'Dispatch',
    claim: 'Claim',
    reject: 'Reject',
    arrive: 'Arrival',
    complete: 'Completion',
    accept: 'Acceptance',
    closeExpenses: 'Close expenses',
    issueSettlement: 'Issue settlement',
    confirm: 'Confirm settlement',
    redispatch: 'Re-dispatch',
    changeEngineer: 'Change engineer',
    cancel: 'Cancel',
    createChild: 'Create child order',
  },
};
