import { useSyncExternalStore } from 'react';

/** The chat goes full screen with one view at a time at widths up to 768 px. */
export const CHAT_PHONE_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(CHAT_PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the chat is laid out for a phone; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(CHAT_PHONE_QUERY).matches,
    () => false,
  );
}
