import { FLOW_STATUSES, STEP_NAMES } from '@portal/shared';

/** i18next's `t` as this module uses it (namespaced keys). */
export type Translate = (key: string, options: Record<string, string>) => string;

type Ext = Record<string, unknown>;

const STEPS: readonly string[] = STEP_NAMES;
const STATUSES: readonly string[] = FLOW_STATUSES;
const EVENTS = ['appointment', 'updateContact', 'objection'];
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function stepText(e: Ext, name: string, t: Translate): string | null {
  const step = str(e.step);
  if (!step || !STEPS.includes(step)) return null;
  const from = str(e.fromStatus);
  const to = str(e.toStatus);
  const moved =
    from && to && from !== to && STATUSES.includes(from) && STATUSES.includes(to)
      ? t('chat:system.moved', { from: t(`common:status.${from}`, {}), to: t(`common:status.${to}`, {}) })
      : '';
  const note = str(e.note) ? t('chat:system.note', { note: str(e.note)! }) : '';
  return t('chat:system.orderStep', { name, step: t(`common:step.${step}`, {}), moved, note });
}

/**
 * A system message in the reader's language, from the event it records (ChatSystemEvent in `ext`);
 * its stored text when it records none this client knows.
 */
export function systemText(message: { msgContent: string; ext?: unknown }, t: Translate): string {
  const e = (message.ext && typeof message.ext === 'object' ? message.ext : {}) as Ext;
  const name = str(e.operatorName);
  if (!name) return message.msgContent;
  let text: string | null = null;
  if (e.kind === 'groupCreated') text = t('chat:system.groupCreated', { name });
  else if (e.kind === 'groupInvite' && Array.isArray(e.names)) {
    text = t('chat:system.groupInvite', {
      name,
      names: e.names.map(String).join(t('chat:system.listSeparator', {})),
    });
  } else if (e.kind === 'orderStep') text = stepText(e, name, t);
  else if (e.kind === 'orderEvent' && EVENTS.includes(String(e.action))) {
    text = t(`chat:system.event.${String(e.action)}`, { name, note: str(e.note) ?? '' });
  }
  return text ?? message.msgContent;
}
