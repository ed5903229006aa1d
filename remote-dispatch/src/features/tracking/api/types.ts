/** A tracking record as the server returns it. */
export interface TrackingRecord {
  id: number;
  serviceId: number;
  engineerId: number | null;
  engineerName: string | null;
  content: string;
  contactTime: string;
  creatorId: number | null;
  creator: string;
  reminderId: number | null;
  reminderName: string | null;
  isCustomerVisibility: boolean;
  isEngineerVisible: boolean;
  isRemind: boolean;
  remindTime: string | null;
  remindSentTime: string | null;
  type: TrackingType;
  createTime: string;
  updateTime: string | null;
}

export type TrackingType = 'content' | 'completion' | 'visit';

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
