// Debian's Chromium as the benches drive it, with the same launch options as the e2e tests.
import { chromium } from '@playwright/test';
import launch from '../../tools/chromium.cjs';

export const { CHROMIUM_ARGS } = launch;

/** @returns {Promise<import('@playwright/test').Browser>} */
export function launchChromium() {
  return chromium.launch(launch.chromiumLaunchOptions());
}
