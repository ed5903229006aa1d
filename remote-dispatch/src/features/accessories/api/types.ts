import type { AccessoryLine } from '@portal/shared/contract';

export type {
  Accessory,
  AccessoryLine,
  CourierCompany,
  CourierExtract as ExtractResult,
  CourierTrack,
  QuickPart,
} from '@portal/shared/contract';

/** A shipment's fields as adding and editing take them. */
export interface AccessoryInput {
  lines: Array<Omit<AccessoryLine, 'id'>>;
  courierCompanyId: number | null;
  courierNo: string | null;
  receiverId: number | null;
  remark: string | null;
}
