/** A repair user (a customer's site and its contact) as the server returns it. */
export interface RepairUser {
  id: number;
  customerId: number;
  customerName: string;
  name: string;
  repairNo: string | null;
  contactName: string;
  contactPhone: string;
  regionCodes: string[];
  regionText: string;
  addressDetail: string;
  isValid: boolean;
  createTime: string;
  updateTime: string;
}

/** What the add and edit forms send. */
export interface RepairUserInput {
  name: string;
  repairNo: string | null;
  contactName: string;
  contactPhone: string;
  regionCodes: string[];
  addressDetail: string;
}
