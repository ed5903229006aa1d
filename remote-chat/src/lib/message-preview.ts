type PreviewKey = 'preview.img' | 'preview.file' | 'preview.video';

/** One line for a message (session list, notification): its text, or what kind of file it carries. */
export function previewText(
  message: { msgType: string; msgContent: string },
  t: (key: PreviewKey) => string,
): string {
  const { msgType } = message;
  return msgType === 'img' || msgType === 'file' || msgType === 'video'
    ? t(`preview.${msgType}`)
    : message.msgContent;
}
