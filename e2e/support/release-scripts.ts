import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

const root = path.resolve(__dirname, '..', '..');

/** Runs one of the release commands (`scripts/<script>`) against the e2e server, as admin. */
export function runReleaseScript(
  baseURL: string,
  script: string,
  args: string[],
  env: Record<string, string> = {},
): string {
  return execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args, '--server', baseURL], {
    cwd: root,
    env: { ...process.env, ...env, PORTAL_PASSWORD: DEMO_PASSWORD, PORTAL_USER: 'admin' },
    encoding: 'utf8',
  });
}

/** A copy of a remote's package at `source` with one visible change to its zh-CN texts, as a release branch would be. */
export function copyRemoteWithChange(remote: string, source: string, change: (zhCn: string) => string): void {
  fs.rmSync(source, { recursive: true, force: true });
  fs.mkdirSync(source);
  for (const item of ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json']) {
    fs.cpSync(path.join(root, remote, item), path.join(source, item), { recursive: true });
  }
  fs.symlinkSync(path.join(root, remote, 'node_modules'), path.join(source, 'node_modules'));
  const locale = path.join(source, 'src', 'locales', 'zh-cn.ts');
  fs.writeFileSync(locale, change(fs.readFileSync(locale, 'utf8')));
}

/**
 * Serves `dir` as a static origin on `port` (scripts/serve-static.mjs) once `probe` (a path on it)
 * answers; the returned function stops it and resolves when the port is free again, so that the next
 * spec can serve its own folder there.
 */
export async function serveOrigin(dir: string, port: number, probe: string): Promise<() => Promise<void>> {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve-static.mjs'), dir, '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await expect(async () => expect((await fetch(`http://127.0.0.1:${port}/${probe}`)).ok).toBe(true)).toPass(
      {
        timeout: 20_000,
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * A release of `remote` with one visible change (see copyRemoteWithChange), published with
 * `publish-remote` to a second origin (`originDir` served on `originPort`): its version, and how to
 * stop that origin.
 */
export async function publishChangedRemote(
  baseURL: string,
  remote: string,
  change: (zhCn: string) => string,
  where: { source: string; originDir: string; originPort: number },
): Promise<{ version: string; stopOrigin: () => Promise<void> }> {
  const { source, originDir, originPort } = where;
  copyRemoteWithChange(remote, source, change);
  fs.rmSync(originDir, { recursive: true, force: true });
  let version: string;
  try {
    const out = runReleaseScript(baseURL, 'publish-remote.mjs', [
      remote,
      '--source',
      source,
      '--out',
      originDir,
      '--origin',
      `http://127.0.0.1:${originPort}`,
    ]);
    version = /VERSION=(\S+)/.exec(out)![1];
  } finally {
    fs.rmSync(source, { recursive: true, force: true });
  }
  const stopOrigin = await serveOrigin(originDir, originPort, `${version}/mf-manifest.json`);
  return { version, stopOrigin };
}
