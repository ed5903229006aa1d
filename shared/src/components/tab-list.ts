import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A tab list's keys (its onKeyDown): arrow keys, Home and End move the focus along the tabs that can
 * be chosen; the focused tab's own Enter or Space chooses it (choosing loads a page or a list, so the
 * arrows do not choose on the way).
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  if (tabs.length === 0) return;
  event.preventDefault();
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  // Focusing scrolls the tab into the strip's view.
  tabs[step(Math.max(0, current), tabs.length)].focus();
}

/** The selected tab of a tab list that scrolls sideways, scrolled into the list's view. */
export function revealSelectedTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const box = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  const margin = 16;
  if (left < box.left) list.scrollLeft -= box.left - left + margin;
  else if (right > box.right) list.scrollLeft += right - box.right + margin;
}
