// What an engineer's phone keeps: cached answers and the durable queue of offline acts (IndexedDB).
// Imported as '@portal/shared/field' by the pages that need it only, so the login page never loads idb.
export { fieldDataOwner, openFieldDb, wipeFieldData, type FieldDb } from './field-db';
export {
  FieldQueue,
  callKey,
  isoWithOffset,
  newKey,
  resolveCall,
  type NewItem,
  type OnDelivered,
  type ReplayResult,
  type SendCall,
} from './field-queue';
export { FieldCache, type Cached } from './field-cache';
export { addressOf } from './address-of';
export type {
  AddressedCall,
  CallOutcome,
  QueuedCall,
  QueuedItem,
  QueueState,
  StoredCall,
} from './queue-types';
export { compressPhoto, PHOTO_COMPRESSION } from './compress-photo';
