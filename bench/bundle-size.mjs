// Prints, for the production build: the gzipped JS the browser loads before the login page is
// interactive, and each remote's own chunks (shared libraries excluded).
// Usage: pnpm run build && node bench/bundle-size.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Service-order portal:') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function loginPageJs(baseURL) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${baseURL}/login`);
  await page.getByRole('button', { name: /登\s*录/ }).waitFor({ state: 'visible' });
  const rows = [];
  for (const response of scripts) rows.push({ url: new URL(response.url()).pathname, gzip: gz(await response.body()) });
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
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!sharedFiles.has(file)) files.add(file);
  }
  const own = [...files].map((f) => ({ file: f, gzip: gz(fs.readFileSync(path.join(dist, f))) }));
  return { own, exposes: manifest.exposes.length };
}

const port = 18_000 + Math.floor(Math.random() * 1000);
const stop = await startServer(port);
try {
  const login = await loginPageJs(`http://127.0.0.1:${port}`);
  console.log('JS loaded before the login page is interactive (gzip -9):');
  for (const row of login) console.log(`  ${kb(row.gzip).padStart(10)}  ${row.url}`);
  console.log(`  ${kb(login.reduce((n, r) => n + r.gzip, 0)).padStart(10)}  total (${login.length} files)\n`);
  console.log("Each remote's own chunks, shared libraries excluded (gzip -9):");
  for (const dir of REMOTES) {
    const { own, exposes } = remoteOwnChunks(dir);
    console.log(`  ${kb(own.reduce((n, r) => n + r.gzip, 0)).padStart(10)}  ${dir} (${own.length} files, ${exposes} exposed modules)`);
  }
} finally {
  stop();
}
