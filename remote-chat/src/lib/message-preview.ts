import { systemText, type Translate } from './system-text';

/**
 * One line for a message (session list, notification): its text, a system message in the reader's
 * language, or what kind of file it carries.
 */
export function previewText(
  message: { msgType: string; msgContent: string; ext?: unknown },
  t: Translate,
): string {
  const { msgType } = message;
  if (msgType === 'img' || msgType === 'file' || msgType === 'video') return t(`chat:preview.${msgType}`, {});
  return msgType === 'system' ? systemText(message, t) : message.msgContent;
}
