import type { RouteName } from '@portal/contract/routes/routes';

/** What a queued call sends besides its address. A later call may take fields of an earlier call's answer (`from`). */
interface CallParts {
  /** JSON body; for an upload the other form fields. */
  body?: Record<string, unknown>;
  /** Multipart upload of this file as `file`. */
  file?: Blob;
  fileName?: string;
  /** Body fields filled from earlier answers: `{ field: [callIndex, answerField] }`. */
  from?: Record<string, [number, string]>;
}

/**
 * One HTTP call of a queued act, by the name of its route table entry: a phone that replays it after
 * an update sends it to where the table then says.
 */
export interface QueuedCall extends CallParts {
  route: RouteName;
  /** The URL's `:name` parts. */
  params?: Record<string, string | number>;
}

/** A call as the queue kept it before it named routes (method and URL): still replayed as it was. */
export interface AddressedCall extends CallParts {
  method: 'POST' | 'PUT';
  /** Under `/api` or `/file` (the client of `base`). */
  base: 'api' | 'file';
  url: string;
}

/** A call in the queue: named (what is queued now) or addressed (queued by an earlier release). */
export type StoredCall = QueuedCall | AddressedCall;

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
  calls: StoredCall[];
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
