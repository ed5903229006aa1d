type PreviewKey = 'preview.img' | 'preview.file' | 'preview.video';

/** One line for a message (session list, notification): its text, or what kind of file it carries. */
export function previewText(message: { msgType: string; msgContent: string }, t: (key: PreviewKey) => string): string {
  switch (message.msgType) {
    case 'img':
      return t('preview.img');
    case 'file':
      return t('preview.file');
    case 'video':
      return t('preview.video');
    default:
      return message.msgContent;
  }
}
