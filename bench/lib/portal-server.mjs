// The portal's server as `pnpm start` runs it (server/dist/server.js), on the embedded database in a
// fresh data folder with the demo accounts, for the benches.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on now (the system picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server and resolves once it is listening.
 * @param {{ port?: number, env?: Record<string, string>, root?: string }} [options] port 0 or none: a
 *   free one; env: extra variables (e.g. STATIC_ROOT: 'none' for an API-only server); root: the checkout
 *   whose server runs (this one unless told).
 * @returns {Promise<{ baseURL: string, port: number, stop: () => void }>}
 */
export async function startPortalServer({ port = 0, env = {}, root: serverRoot = root } = {}) {
  const listenPort = port || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [path.join(serverRoot, 'server/dist/server.js')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('Service-order portal:') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${listenPort}`, port: listenPort, stop };
}
