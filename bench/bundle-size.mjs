// Prints, for the production build: the gzipped JS the browser loads before the login page is
// interactive, and each remote's own chunks (shared libraries excluded).
// Usage: pnpm run build && node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { root, startPortalServer } from './lib/portal-server.mjs';

const REMOTES = ['remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function loginPageJs(baseURL) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${baseURL}/login`);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).waitFor({ state: 'visible' });
  const rows = [];
  for (const response of scripts)
    rows.push({ url: new URL(response.url()).pathname, gzip: gz(await response.body()) });
  await browser.close();
  return rows;
}

/** What the host loads of a remote for its pages: remoteEntry.js and the exposed modules' chunks, less shared libraries. */
function remoteOwnChunks(dir) {
  const dist = path.join(root, dir, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(
    manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]),
  );
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async])
      if (!sharedFiles.has(file)) files.add(file);
  }
  const own = [...files].map((f) => ({ file: f, gzip: gz(fs.readFileSync(path.join(dist, f))) }));
  return { own, exposes: manifest.exposes.length };
}

const { baseURL, stop } = await startPortalServer({ port: Number(process.env.BENCH_PORT ?? 0) });
try {
  const login = await loginPageJs(baseURL);
  console.log('JS loaded before the login page is interactive (gzip -9):');
  for (const row of login) console.log(`  ${kb(row.gzip).padStart(10)}  ${row.url}`);
  console.log(`  ${kb(login.reduce((n, r) => n + r.gzip, 0)).padStart(10)}  total (${login.length} files)\n`);
  console.log("Each remote's own chunks, shared libraries excluded (gzip -9):");
  for (const dir of REMOTES) {
    const { own, exposes } = remoteOwnChunks(dir);
    console.log(
      `  ${kb(own.reduce((n, r) => n + r.gzip, 0)).padStart(10)}  ${dir} (${own.length} files, ${exposes} exposed modules)`,
    );
  }
} finally {
  stop();
}
