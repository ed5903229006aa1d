#!/usr/bin/env node
// Builds one remote alone, puts it in a versioned folder that is never overwritten and registers the
// version with the portal. Nothing else is built or restarted; nobody gets the version until it is
// made a canary or promoted (scripts/release.mjs or the releases page).
//
//   pnpm run publish-remote -- remote-dispatch [--out DIR] [--origin URL] [--source DIR] [--server URL] [--user NAME] [--no-register]
//
// Without --out the files go to the portal's published folder (PUBLISHED_REMOTES_DIR, or
// DATA_DIR/remotes, or server/.data/remotes) and are served as /remotes/<remote>/<version>/.
// With --out DIR the files go to DIR/<version>/ (the root of a static origin) and --origin is that
// origin's URL, so the entry is <origin>/<version>/mf-manifest.json. --source DIR builds another copy
// of the package (a release branch checked out beside it, at the same depth in the repository).
// --bucket NAME uploads the version to <NAME>/<remote>/<version>/ in an S3-compatible bucket (S3_ENDPOINT,
// S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as for the server) instead of a
// folder; --origin is then the URL the bucket's <remote>/ folder is served at.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_DIRS, fail, federationName, parseArgs, portalClient } from './lib/portal-api.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { positional, flags } = parseArgs(process.argv.slice(2));
const remote = positional[0];
if (!REMOTE_DIRS.includes(remote))
  fail(
    `Usage: publish-remote <${REMOTE_DIRS.join('|')}> [--out DIR] [--origin URL] [--server URL] [--no-register]`,
  );
if ((flags.out || flags.bucket) && !flags.origin)
  fail('--out and --bucket need --origin URL: the address the browser loads the versions from.');

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** First 8 hex digits of a hash over every file's path and bytes: the same build gives the same version. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 8);
}

const sameContent = (a, b) => {
  const files = filesUnder(a);
  return (
    JSON.stringify(files) === JSON.stringify(filesUnder(b)) &&
    files.every((f) => fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))))
  );
};

const packageDir = flags.source ? path.resolve(String(flags.source)) : path.join(repoRoot, remote);
if (!fs.existsSync(path.join(packageDir, 'webpack.config.cjs')))
  fail(`${packageDir} is not a copy of ${remote} (no webpack.config.cjs)`);
const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const build = fs.mkdtempSync(path.join(os.tmpdir(), `publish-${remote}-`));
process.stdout.write(`Building ${remote} ${pkg.version} alone...\n`);
// The build goes to a folder of its own: the remote's dist/ (what the portal serves as its built-in stable) stays as it is.
execFileSync(
  path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
  ['--mode', 'production', '--output-path', build],
  {
    cwd: packageDir,
    stdio: 'inherit',
  },
);
if (!fs.existsSync(path.join(build, 'mf-manifest.json')))
  fail(`The build of ${remote} made no mf-manifest.json`);
const version = `${pkg.version}-${contentHash(build)}`;

if (flags.bucket) await uploadToBucket(String(flags.bucket));
else {
  const dataDir = process.env.DATA_DIR
    ? path.resolve(process.env.DATA_DIR)
    : path.join(repoRoot, 'server', '.data');
  const publishedRoot = flags.out
    ? path.resolve(String(flags.out))
    : path.join(
        process.env.PUBLISHED_REMOTES_DIR
          ? path.resolve(process.env.PUBLISHED_REMOTES_DIR)
          : path.join(dataDir, 'remotes'),
        remote,
      );
  const target = path.join(publishedRoot, version);
  if (fs.existsSync(target)) {
    if (!sameContent(build, target))
      fail(`${target} already holds other files; a published version is never overwritten.`);
    process.stdout.write(`${remote} ${version} was already published at ${target}\n`);
  } else {
    fs.mkdirSync(publishedRoot, { recursive: true });
    // Copied beside the target and renamed, so a server never sees half a version.
    const staging = `${target}.partial-${process.pid}`;
    fs.cpSync(build, staging, { recursive: true });
    fs.renameSync(staging, target);
    process.stdout.write(`Published ${remote} ${version} to ${target}\n`);
  }
}
fs.rmSync(build, { recursive: true, force: true });

const entry = flags.origin
  ? `${String(flags.origin).replace(/\/$/, '')}/${version}/mf-manifest.json`
  : `/remotes/${remote}/${version}/mf-manifest.json`;
if (flags['no-register']) {
  process.stdout.write(`Not registered (--no-register). Entry: ${entry}\n`);
} else {
  const portal = await portalClient(flags);
  const registered = await portal.post('/sys/frontend/versions', {
    remote: federationName(remote),
    version,
    entry,
  });
  process.stdout.write(
    `Registered ${remote} ${version} with ${portal.server} (${registered.result}). Entry: ${entry}\n`,
  );
  process.stdout.write(
    `Nobody gets it yet: pnpm run release -- canary ${remote} ${version} --users <username,...> [--percent N]\n`,
  );
}
process.stdout.write(`VERSION=${version}\n`);

/** Uploads the build under <remote>/<version>/ unless that version is already there (never overwritten). */
async function uploadToBucket(bucket) {
  const require = createRequire(path.join(repoRoot, 'server', 'package.json'));
  const { S3Client, PutObjectCommand, HeadObjectCommand } = require('@aws-sdk/client-s3');
  const client = new S3Client({
    region: process.env.S3_REGION || 'us-east-1',
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' || process.env.S3_FORCE_PATH_STYLE === '1',
    ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT } : {}),
    ...(process.env.S3_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: process.env.S3_ACCESS_KEY_ID,
            secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
          },
        }
      : {}),
  });
  const prefix = `${remote}/${version}/`;
  const taken = await client
    .send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}mf-manifest.json` }))
    .then(
      () => true,
      (error) => (error.$metadata?.httpStatusCode === 404 ? false : Promise.reject(error)),
    );
  if (taken) {
    process.stdout.write(`${remote} ${version} is already in bucket ${bucket}; not uploaded again\n`);
  } else {
    const types = {
      '.js': 'text/javascript; charset=utf-8',
      '.json': 'application/json; charset=utf-8',
      '.css': 'text/css; charset=utf-8',
      '.txt': 'text/plain; charset=utf-8',
    };
    // The manifest last: a version is visible (and counts as taken) only when all its files are there.
    const files = filesUnder(build).sort((x, y) => (x === 'mf-manifest.json') - (y === 'mf-manifest.json'));
    for (const file of files) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${file}`,
          Body: fs.readFileSync(path.join(build, file)),
          ContentType: types[path.extname(file)] ?? 'application/octet-stream',
          CacheControl: /\.[0-9a-f]{8}\.(js|css)$/.test(file)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        }),
      );
    }
    process.stdout.write(`Uploaded ${remote} ${version} to bucket ${bucket} (${files.length} files)\n`);
  }
  client.destroy();
}
