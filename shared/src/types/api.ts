// The envelope and page are part of the wire contract; only their types are taken here.
export type { Envelope, Page } from '../contract/envelope';

export type { UploadedFile } from '../contract/files';
