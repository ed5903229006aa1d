import path from 'node:path';
import type { Page } from '@playwright/test';

/** Saves a screenshot for people to look at, when E2E_SHOTS_DIR names a folder; otherwise nothing. */
export async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}
