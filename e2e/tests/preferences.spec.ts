import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('the language and a theme setting survive a reload', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');

  await page.getByRole('button', { name: '语言/Language' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(portal.menuItem('Order query')).toBeVisible();

  await page.getByRole('button', { name: /Theme settings/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('switch', { name: /Dark mode/ }).click();
  await expect(page.locator('html')).toHaveClass(/portal-dark/);

  await page.reload();
  await expect(portal.menuItem('Order query')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/portal-dark/);
  await page.getByRole('button', { name: /Theme settings/ }).click();
  await expect(page.getByRole('dialog').getByRole('switch', { name: /Dark mode/ })).toBeChecked();
});
