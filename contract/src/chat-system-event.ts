import type { FlowStatus } from './order-status';
import type { StepName } from './order-steps';

/**
 * What a system message in a group chat records (its `ext`): the event and its parameters, so each
 * reader sees it in their own language. `msgContent` keeps a Simplified Chinese text for clients that
 * know no events (e.g. Easemob's own apps).
 */
export type ChatSystemEvent =
  | { kind: 'groupCreated'; operatorName: string; serviceId?: number | null }
  | { kind: 'groupInvite'; operatorName: string; names: string[]; uids: string[] }
  | {
      kind: 'orderStep';
      operatorName: string;
      step: StepName;
      fromStatus: FlowStatus;
      toStatus: FlowStatus;
      note: string | null;
      serviceId: number;
      serviceNo: string;
    }
  | {
      kind: 'orderEvent';
      operatorName: string;
      /** `appointment` (note: the new time), `updateContact` (note: the new contact), `objection` (note: the reason). */
      action: string;
      note: string | null;
      serviceId: number;
      serviceNo: string;
    };

export type ChatSystemEventKind = ChatSystemEvent['kind'];
