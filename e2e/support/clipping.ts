import type { Locator } from '@playwright/test';

/**
 * Visible form fields in `scope` whose value does not fit their box (a date shown as "2026-10-"):
 * inputs, and the shown value of antd selects.
 */
export async function clippedFields(scope: Locator): Promise<string[]> {
  return scope
    .locator(
      'input:not([type=checkbox]):not([type=radio]):not([type=file]), .ant-select-content-value, .ant-select-selection-item',
    )
    .evaluateAll((elements) =>
      elements
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          const text = el instanceof HTMLInputElement ? el.value : (el.textContent ?? '');
          return text.trim() !== '' && el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => {
          const text = el instanceof HTMLInputElement ? el.value : el.textContent;
          return `"${text}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`;
        }),
    );
}
