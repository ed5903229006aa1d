/** The server's response envelope: `code` 0 means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page of rows as the server returns it. */
export interface Page<T> {
  total: number;
  records: T[];
}

export interface PageQuery {
  current?: number;
  size?: number;
}

export type { UploadedFile } from '../contract/files';
