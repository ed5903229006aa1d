// The envelope and page are part of the wire contract; only their types are taken here.
export type { Envelope, Page } from '@portal/contract/envelope';

export type { UploadedFile } from '@portal/contract/files';
