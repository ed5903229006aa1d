import type { TrackingType } from '@portal/shared/contract';

export type { TrackingRecord, TrackingType } from '@portal/shared/contract';

/** SPEC "Tracking record" fields as the add/edit calls take them. */
export interface TrackingInput {
  serviceId: number;
  engineerId?: number | null;
  content: string;
  contactTime: string;
  isCustomerVisibility: boolean;
  isEngineerVisible: boolean;
  isRemind: boolean;
  reminderId: number | null;
  remindTime: string | null;
  type: TrackingType;
}

/** A template (dictionary entry): `dictValue` is the text inserted, `dictDataName` its short name. */
export interface TrackTemplate {
  id: number;
  dictValue: string;
  dictDataName: string;
  sort: number;
}
