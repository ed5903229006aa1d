export * from './types';
// The plain parts of the wire contract (no TypeBox, so nothing of it reaches the bundles).
export * from './contract/order-status';
export * from './contract/order-steps';
export * from './contract/order-query';
export * from './contract/order-limits';
export * from './contract/phone';
export * from './contract/field-limits';
export type { CreateOrderBody } from './contract/order-create';
export type { OrderDetail as OrderDetailAnswer } from './contract/order-detail';
export type { OrderFee, OrderFeeTotals } from './contract/order-fees';
export type { FeeInput, StepBodies, StepResult } from './contract/order-step-bodies';
export { STATUS_LABELS, STEP_LABELS, type ContractLang } from './contract/order-labels';
export type { Notice } from './contract/notices';
export type { Announcement, AnnouncementBody } from './contract/announcements';
export type { LoginBody, ForgetBody, PasswordChangeBody } from './contract/auth';
export type {
  SystemUserRow,
  CustomerCompany,
  SystemUserBody,
  NewSystemUserBody,
} from './contract/system-users';
export type { RepairUser, RepairUserBody } from './contract/repair-users';
export type { StaffMember, OnTheJobUser } from './contract/staff';
export type { Project, ServiceContent, ProjectGuideline, ProjectDocument } from './contract/projects';
export * from './api';
export * from './auth/token-storage';
export * from './events/event-bus';
export * from './stores';
export * from './i18n';
export * from './query';
export { registerSharedInstance, sharedInstanceCount } from './instance';
export * from './lib';
// The antd-based components and widgets are in '@portal/shared/ui' (src/ui.ts).
