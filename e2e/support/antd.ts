import { expect, type Locator, type Page } from '@playwright/test';

/** The open dropdown of a select, cascader or picker (closed ones stay in the page, hidden). */
export const openDropdown = (page: Page, kind: 'select' | 'cascader' | 'picker'): Locator =>
  page.locator(`.ant-${kind}-dropdown:not(.ant-${kind}-dropdown-hidden)`).last();

/** Opens an antd Select and picks the option whose text matches. */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await openDropdown(page, 'select')
    .locator('.ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/**
 * Picks an option as `chooseOption` does, again while `chosen` does not show: a click that lands as
 * the dropdown animates in can leave it open with the option only highlighted.
 */
export async function chooseOptionUntil(
  page: Page,
  select: Locator,
  option: string | RegExp,
  chosen: Locator,
): Promise<void> {
  await expect(async () => {
    const dropdown = openDropdown(page, 'select');
    if (!(await dropdown.isVisible())) await select.click();
    await dropdown
      .locator('.ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Types into a searchable antd Select and picks the first match. */
export async function searchOption(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await select.pressSequentially(text);
  await openDropdown(page, 'select')
    .locator('.ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

/**
 * Walks an antd Cascader down its levels. A click that lands while the dropdown is still animating in
 * can be lost, so each level is clicked until it is expanded.
 */
export async function chooseCascader(page: Page, cascader: Locator, path: string[]): Promise<void> {
  await cascader.click();
  const dropdown = openDropdown(page, 'cascader');
  await expect(dropdown).toBeVisible();
  for (const [level, label] of path.entries()) {
    const menu = dropdown.locator('.ant-cascader-menu').nth(level);
    const item = menu
      .getByRole('menuitemcheckbox', { name: label, exact: true })
      .or(menu.locator('.ant-cascader-menu-item', { hasText: label }))
      .first();
    const last = level === path.length - 1;
    await expect(async () => {
      if (!last && (await item.getAttribute('class'))?.includes('ant-cascader-menu-item-active')) return;
      await item.click({ timeout: 5_000 });
      if (!last) await expect(item).toHaveClass(/ant-cascader-menu-item-active/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** Picks a day range (days as 'YYYY-MM-DD') in an open-able antd RangePicker. */
export async function chooseDayRange(
  page: Page,
  firstInput: Locator,
  from: string,
  to: string,
): Promise<void> {
  await firstInput.click();
  const dropdown = openDropdown(page, 'picker');
  for (const day of [from, to]) {
    const cell = dropdown.locator(`td.ant-picker-cell-in-view[title="${day}"]`).first();
    if (!(await cell.isVisible())) await dropdown.locator('.ant-picker-header-prev-btn').first().click();
    await cell.click();
  }
}
