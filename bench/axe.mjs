// axe-core (every WCAG 2.x A/AA rule) on the login page and the pages people work in after sign-in,
// on the production build as `pnpm start` serves it. Prints the serious and critical violations with
// the nodes they concern; antd's own markup is named as such (`.ant-` classes) so that what our code
// owns stands apart. Moderate and minor violations (heading-order, …) are listed too, as Lighthouse's
// accessibility score counts them, but only serious and critical ones fail the run.
//
//   pnpm run build && node bench/axe.mjs
import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from './lib/chromium.mjs';
import { signedInPages } from './lib/accounts.mjs';
import { startPortalServer } from './lib/portal-server.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const server = await startPortalServer();
const browser = await launchChromium();
let failed = 0;
try {
  const signedIn = await signedInPages(server.baseURL);
  const { tokens } = signedIn;
  const pages = [{ path: '/login', user: null }, { path: '/forget', user: null }, ...signedIn.pages];
  for (const target of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const token = target.user ? tokens[target.user] : null;
    if (token) await context.addInitScript((t) => localStorage.setItem('portal.accessToken', t), token);
    const page = await context.newPage();
    await page.goto(`${server.baseURL}${target.path}`);
    // What a user sees: the page's form, or the signed-in page's content.
    await page
      .locator(target.user ? '.portal-tab-pane:not([hidden]) :is(table, .ant-card, .ant-list, form)' : 'form')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const serious = (v) => v.impact === 'serious' || v.impact === 'critical';
    const bad = violations.filter(serious);
    const nodes = bad.reduce((sum, v) => sum + v.nodes.length, 0);
    const lesser = violations.filter((v) => !serious(v)).reduce((sum, v) => sum + v.nodes.length, 0);
    failed += nodes;
    console.log(`${target.path.padEnd(28)} serious/critical nodes: ${nodes}, moderate/minor: ${lesser}`);
    for (const v of violations) {
      for (const node of v.nodes) {
        const owner = node.html.includes('ant-') ? 'antd markup' : 'ours';
        console.log(
          `  ${v.id} [${v.impact}] (${owner}) ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
process.exitCode = failed ? 1 : 0;
