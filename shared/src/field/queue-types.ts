/** One HTTP call of a queued act. A later call may take fields of an earlier call's answer (`from`). */
export interface QueuedCall {
  method: 'POST' | 'PUT';
  /** Under `/api` or `/file` (the client of `base`). */
  base: 'api' | 'file';
  url: string;
  /** JSON body; for an upload the other form fields. */
  body?: Record<string, unknown>;
  /** Multipart upload of this file as `file`. */
  file?: Blob;
  fileName?: string;
  /** Body fields filled from earlier answers: `{ field: [callIndex, answerField] }`. */
  from?: Record<string, [number, string]>;
}

export type QueueState = 'pending' | 'refused';

/** An act made on the phone (a step, a photo, a note, a record), kept until the server has it. */
export interface QueuedItem {
  /** Order of the acts: replayed in this order. */
  seq?: number;
  /** Generated when queued; each call sends `<key>` (one call) or `<key>.<index>` (several). */
  key: string;
  /** The order it belongs to: a refused act holds back the later acts of the same order. */
  serviceId: number;
  /** What the engineer did, as an i18n key of the remote that queued it, and the words to show with it. */
  label: string;
  detail?: string;
  /** The engineer's step this act takes (`claim`, `arrive`…): the pages show the order as it will be. */
  step?: string;
  /** The acceptance template a queued photo or signature is filed under: its tile shows there. */
  templateId?: number;
  /** The receipt a queued delete removes: the page no longer shows it. */
  receiptId?: number;
  /** The phone's time of the act (`X-Acted-At`), ISO 8601 with offset. */
  actedAt: string;
  calls: QueuedCall[];
  /** Answers of the calls already acknowledged: a replay resumes after them, never sends them again. */
  answers: unknown[];
  state: QueueState;
  /** The server's message when it refused the act. */
  message?: string;
  attempts: number;
}

/** How the server answered one call: done, refused (kept until the engineer decides), or not reached. */
export type CallOutcome =
  | { ok: true; answer: unknown }
  | { ok: false; refused: true; message: string }
  | { ok: false; refused: false };
