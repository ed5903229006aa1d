import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { contrastOf } from '../support/contrast';
import { shot } from '../support/shots';

// WCAG AA for normal-size text; the header's icons are held to the same bar.
const AA = 4.5;

async function applyTheme(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (value) =>
      localStorage.setItem('portal.theme', JSON.stringify({ state: { settings: value }, version: 1 })),
    settings,
  );
  await page.reload();
}

const STYLES = [
  { headerTheme: 'dark', darkMode: false },
  { headerTheme: 'light', darkMode: false },
  { headerTheme: 'dark', darkMode: true },
  { headerTheme: 'light', darkMode: true },
];

test('every header control is readable in every header style and in dark mode', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  for (const style of STYLES) {
    await applyTheme(page, style);
    const header = page.locator('.portal-header');
    await expect(portal.chatButton()).toBeVisible();
    await expect(header.getByRole('button', { name: '通知' })).toBeVisible();
    const controls = header.getByRole('button');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const control = controls.nth(i);
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      const { ratio, fg, bg } = await contrastOf(control);
      if (ratio < AA) failures.push(`${name}: ${ratio.toFixed(2)} (${fg} on ${bg})`);
    }
    expect(failures, `header ${style.headerTheme}, dark mode ${style.darkMode}`).toEqual([]);
    await shot(page, `header-${style.headerTheme}${style.darkMode ? '-darkmode' : ''}`, {
      clip: { x: 0, y: 0, width: 1440, height: 60 },
    });
  }
});
