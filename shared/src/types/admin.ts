export type { FrontendRemote } from '@portal/contract/releases';
