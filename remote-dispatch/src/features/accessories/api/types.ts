import type { AccessorySendBody } from '@portal/shared/contract';

/** A shipment's fields as adding and editing take them (the forms send every one). */
export type AccessoryInput = Required<Omit<AccessorySendBody, 'serviceId'>>;
