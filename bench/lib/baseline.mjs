// An older build of the portal for the benches to compare against: the given commit checked out
// into a git worktree under bench/.out (gitignored), installed from its own lockfile and built once
// (a stamp file caches the build per commit), and its own server started as its `pnpm start` ran it.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { root, startPortalServer } from './portal-server.mjs';

const git = (args, cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * Checks out, installs and builds the commit unless that is already done.
 * @param {string} commit any revision git resolves
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ sha: string, dir: string }}
 */
export function prepareBaseline(commit, { log = console.error } = {}) {
  const sha = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const dir = path.join(root, 'bench', '.out', `baseline-${sha.slice(0, 12)}`);
  const stamp = path.join(dir, '.bench-built');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === sha) return { sha, dir };
  if (!fs.existsSync(path.join(dir, '.git'))) {
    log(`baseline ${sha.slice(0, 12)}: checking out into ${path.relative(root, dir)}`);
    git(['worktree', 'add', '--detach', '--force', dir, sha]);
  }
  const run = (cmd, args) => {
    log(`baseline ${sha.slice(0, 12)}: ${cmd} ${args.join(' ')}`);
    execFileSync(cmd, args, {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CI: '1' },
    });
  };
  run('pnpm', ['install', '--frozen-lockfile']);
  run('pnpm', ['run', 'build']);
  fs.writeFileSync(stamp, `${sha}\n`);
  return { sha, dir };
}

/**
 * Starts the baseline's own server (its server/dist/server.js, serving its own builds from its
 * folder, with its own fresh data folder and the demo accounts).
 * @param {string} dir the baseline's folder
 * @param {{ port?: number }} [options]
 */
export function startBaselineServer(dir, { port = 0 } = {}) {
  return startPortalServer({ port, root: dir, env: { STATIC_ROOT: dir } });
}

/** The build the phone-speed issue compares against: the commit before its first change. */
export const ISSUE_START = 'f228b50';

/** The command-line options that pick the build to compare with (see startComparedBuild). */
export const COMPARED_BUILD_OPTIONS = {
  baseline: { type: 'string', default: ISSUE_START },
  against: { type: 'string' },
  'no-baseline': { type: 'boolean', default: false },
};

/**
 * Starts the server of the build to compare with, as the options name it: `--against <dir>` (another
 * built checkout), `--baseline <commit>` (checked out and built under bench/.out), or none with
 * `--no-baseline`. Returns null for none, else its name, address and stop.
 * @param {{ baseline: string, against?: string, 'no-baseline': boolean }} args
 */
export async function startComparedBuild(args) {
  if (args.against) {
    const server = await startBaselineServer(args.against);
    return { name: 'against', baseURL: server.baseURL, stop: server.stop };
  }
  if (args['no-baseline']) return null;
  const { sha, dir } = prepareBaseline(args.baseline);
  const server = await startBaselineServer(dir);
  return { name: `baseline ${sha.slice(0, 7)}`, baseURL: server.baseURL, stop: server.stop };
}
