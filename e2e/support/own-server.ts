import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A portal server of a spec's own (its own port and data directory), for specs that stop and
 * start it; the suite's shared server stays untouched.
 */
export interface OwnServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function ownServer(port: number): OwnServer {
  const dataDir = path.join(root, 'e2e', '.artifacts', `data-own-${port}`);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let fresh = true;

  async function ready(): Promise<void> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (!child || child.exitCode !== null) throw new Error('the server ended while starting');
      const up = await fetch(`${url}/api/order/user/detail`)
        .then(() => true)
        .catch(() => false);
      if (up) return;
      if (Date.now() > deadline) throw new Error(`the server on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    url,
    async start() {
      // The first start gets an empty database with the demo data; a restart keeps it.
      if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
      fresh = false;
      child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: '1',
          LOG_LEVEL: 'warn',
        },
      });
      await ready();
    },
    async stop() {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
      });
    },
  };
}
