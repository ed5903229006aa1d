export interface AccessoryLine {
  id?: number;
  name: string;
  model: string | null;
  quantity: number;
}

export interface Accessory {
  id: number;
  serviceId: number;
  serviceNo: string;
  courierCompanyId: number | null;
  courierCompanyName: string | null;
  courierCompanyCode: string | null;
  courierNo: string | null;
  status: 'requested' | 'sent' | string;
  remark: string | null;
  creatorName: string | null;
  createTime: string;
  sentTime: string | null;
  lines: AccessoryLine[];
  receiverId?: number | null;
  receiverName?: string | null;
}

export interface AccessoryInput {
  lines: AccessoryLine[];
  courierCompanyId: number | null;
  courierNo: string | null;
  receiverId: number | null;
  remark: string | null;
}

/** A courier number found in text or a picture, with the company it belongs to when known. */
export interface ExtractedCourier {
  courierNo: string;
  companyCode: string | null;
  courierCompanyId: number | null;
  courierCompanyName: string | null;
}

export interface ExtractResult {
  numbers: ExtractedCourier[];
  courierNo: string | null;
  courierCompanyId: number | null;
}
