import { expect, test, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { shot } from '../support/shots';

/** Form items whose label does not sit on the same line as its field. */
async function labelsOffTheLine(form: Locator): Promise<string[]> {
  return form.locator('.ant-form-item').evaluateAll((items) =>
    items
      .filter((item) => item.querySelector('.ant-form-item-label') && (item as HTMLElement).offsetParent)
      .filter((item) => {
        const label = item.querySelector('.ant-form-item-label')!.getBoundingClientRect();
        const control = item.querySelector('.ant-form-item-control')!.getBoundingClientRect();
        const middle = label.top + label.height / 2;
        return !(middle > control.top && middle < control.bottom && label.right <= control.left + 1);
      })
      .map((item) => item.querySelector('.ant-form-item-label')!.textContent ?? ''),
  );
}

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('portal.language', value), language);
}

for (const language of ['zh_CN', 'en']) {
  test(`the dispatch filter forms keep every label beside its field (${language})`, async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.signIn('admin');
    await useLanguage(page, language);

    for (const [name, url] of Object.entries({
      station: '/dispatchStation',
      query: '/dispatchStation/dispatchQuery',
    })) {
      await page.goto(url);
      const form = portal.pane().locator('form').first();
      await expect(form.locator('.ant-picker-range').first()).toBeVisible();
      const expand = form.getByRole('button', { name: /展开|Expand/ });
      if (await expand.count()) await expand.click();
      expect(await labelsOffTheLine(form), `${name} (${language})`).toEqual([]);
      await shot(page, `filters-${name}-${language}`);
    }
  });
}
