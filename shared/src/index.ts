export * from './types';
// The plain parts of the wire contract (no TypeBox, so nothing of it reaches the bundles).
export * from '@portal/contract/order-status';
export * from '@portal/contract/order-steps';
export * from '@portal/contract/order-query';
export * from '@portal/contract/order-limits';
export * from '@portal/contract/phone';
export * from '@portal/contract/field-limits';
export type { CreateOrderBody } from '@portal/contract/order-create';
export type { OrderDetail as OrderDetailAnswer } from '@portal/contract/order-detail';
export type { OrderFee, OrderFeeTotals } from '@portal/contract/order-fees';
export type { FeeInput, StepBodies, StepResult } from '@portal/contract/order-step-bodies';
export { STATUS_LABELS, STEP_LABELS, type ContractLang } from '@portal/contract/order-labels';
export type { Notice } from '@portal/contract/notices';
export type { Announcement, AnnouncementBody } from '@portal/contract/announcements';
export type { LoginBody, ForgetBody, PasswordChangeBody } from '@portal/contract/auth';
export type {
  SystemUserRow,
  CustomerCompany,
  SystemUserBody,
  NewSystemUserBody,
} from '@portal/contract/system-users';
export type { RepairUser, RepairUserBody } from '@portal/contract/repair-users';
export type { StaffMember, OnTheJobUser } from '@portal/contract/staff';
export type { Project, ServiceContent, ProjectGuideline, ProjectDocument } from '@portal/contract/projects';
export * from './api';
export * from './auth/token-storage';
export * from './events/event-bus';
export * from './stores';
export * from './i18n';
export * from './query';
export { registerSharedInstance, sharedInstanceCount } from './instance';
export * from './lib';
// The antd-based components and widgets are in '@portal/shared/ui' (src/ui.ts).
