import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium.cjs';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const root = path.resolve(__dirname, '..');
// Per port, so that runs on different ports never share (or wipe) each other's database.
const dataDir = path.join(__dirname, '.artifacts', `data-${PORT}`);
// These specs publish, promote and roll back remotes for everyone on the server: one at a time, so
// that one's promotion never lands in the middle of the other's "told of the new version" checks.
const RELEASE_SPECS = [
  '**/remote-rollout.spec.ts',
  '**/remote-rollout-phone.spec.ts',
  '**/remote-integrity.spec.ts',
  '**/chat-redeploy.spec.ts',
];
// The engineer's phone (touch, 390×844): the offline field specs run there only.
const FIELD_SPECS = ['**/field-*.spec.ts'];

/**
 * Drives the production build, served by the API server exactly as `pnpm start` serves it, on a
 * fresh embedded database with demo data, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/test-results-${PORT}`,
  fullyParallel: true,
  // Two workers on the 2-core CI machine as well (86 tests in about 13 min against about 25 on one).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A test that fails once and passes on its retry is reported as flaky, and CI still sees it.
  retries: process.env.CI ? 2 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'portal', testIgnore: [...RELEASE_SPECS, ...FIELD_SPECS] },
    { name: 'releases', testMatch: RELEASE_SPECS, workers: 1 },
    {
      name: 'phone',
      testMatch: FIELD_SPECS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node server/dist/server.js`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/order/user/detail`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // The static origin the release specs publish to (remote-rollout.spec.ts: the portal's port + 1).
      RELEASE_ORIGINS: `http://127.0.0.1:${PORT + 1}`,
    },
  },
});
