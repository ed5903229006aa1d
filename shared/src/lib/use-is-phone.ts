import { useCallback, useSyncExternalStore } from 'react';

/** Widths up to this are laid out for a phone (antd's `md` breakpoint starts at 768). */
export const PHONE_MAX_WIDTH = 767;

/** True while the window is at most `maxWidth` wide (phone-sized by default); follows rotation and resizing. */
export function useIsPhone(maxWidth = PHONE_MAX_WIDTH): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
