// Debian's Chromium as the e2e tests and the benches launch it: no downloaded browser (CHROMIUM_PATH
// overrides the path), and no background traffic of its own to skew what the pages fetch.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options for Playwright's chromium (`launchOptions` in a config, or `chromium.launch`). */
function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] };
}

module.exports = { CHROMIUM_ARGS, chromiumLaunchOptions };
