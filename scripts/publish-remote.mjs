#!/usr/bin/env node
// Builds one remote alone, puts it in a versioned folder that is never overwritten and registers the
// version with the portal. Nothing else is built or restarted; nobody gets the version until it is
// made a canary or promoted (scripts/release.mjs or the releases page).
//
//   pnpm run publish-remote -- remote-dispatch [--out DIR] [--origin URL] [--source DIR] [--server URL] [--user NAME] [--no-register]
//
// The portal and the credentials are checked first (sign-in as a release operator: --server/PORTAL_URL,
// --user/PORTAL_USER, PORTAL_PASSWORD), before anything is built. Without --out the files go to the
// published folder the running portal names (its PUBLISHED_REMOTES_DIR) and are served as
// /remotes/<remote>/<version>/. The version is the package version and a hash of the source (the
// package, the shared package, the lockfile): the same source gives the same version, so a retry is
// recognised and the folder already published is kept. The SHA-384 of every file of the version is
// registered with it; browsers refuse a file that changed afterwards.
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

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.turbo']);

function filesUnder(dir, { source = false } = {}) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .filter(
      (entry) =>
        !source ||
        !path
          .relative(dir, entry.parentPath)
          .split(path.sep)
          .some((part) => SKIPPED.has(part) || part.startsWith('.')),
    )
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** First 8 hex digits of a hash over the source's files (path and bytes): the same source, the same version. */
function sourceHash(dirs) {
  const hash = createHash('sha256');
  for (const [label, dir] of dirs) {
    const files = fs.statSync(dir).isFile() ? [''] : filesUnder(dir, { source: true });
    for (const file of files)
      hash
        .update(`${label}/${file}`)
        .update('\0')
        .update(fs.readFileSync(path.join(dir, file)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** SHA-384 Subresource Integrity of every file of a version folder, by path inside it. */
const integrityOf = (dir) =>
  Object.fromEntries(
    filesUnder(dir).map((file) => [
      file,
      `sha384-${createHash('sha384')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('base64')}`,
    ]),
  );

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
const checkoutRoot = path.dirname(packageDir);
const version = `${pkg.version}-${sourceHash([
  [remote, packageDir],
  ['shared', path.join(checkoutRoot, 'shared')],
  ['lockfile', path.join(checkoutRoot, 'pnpm-lock.yaml')],
])}`;

// Before anything is built: the portal answers, the account signs in and holds the release right.
const portal = flags['no-register'] ? null : await portalClient(flags);
const settings = portal ? await portal.get('/sys/frontend/settings') : null;

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
let integrity;

if (flags.bucket) await uploadToBucket(String(flags.bucket));
else {
  // The portal's own folder, as the running portal names it (without registering: as configured here).
  const localRoot =
    settings?.publishedRemotesDir ??
    (process.env.PUBLISHED_REMOTES_DIR
      ? path.resolve(process.env.PUBLISHED_REMOTES_DIR)
      : path.join(
          process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, 'server', '.data'),
          'remotes',
        ));
  const publishedRoot = flags.out ? path.resolve(String(flags.out)) : path.join(localRoot, remote);
  const target = path.join(publishedRoot, version);
  if (fs.existsSync(target)) {
    // The same source built again: the files published first stay (a build may order its manifest differently).
    process.stdout.write(
      `${remote} ${version} was already published at ${target}${sameContent(build, target) ? '' : ' (kept as published)'}\n`,
    );
  } else {
    fs.mkdirSync(publishedRoot, { recursive: true });
    // Copied beside the target and renamed, so a server never sees half a version.
    const staging = `${target}.partial-${process.pid}`;
    fs.cpSync(build, staging, { recursive: true });
    fs.renameSync(staging, target);
    process.stdout.write(`Published ${remote} ${version} to ${target}\n`);
  }
  integrity = integrityOf(target);
}
fs.rmSync(build, { recursive: true, force: true });

const entry = flags.origin
  ? `${String(flags.origin).replace(/\/$/, '')}/${version}/mf-manifest.json`
  : `/remotes/${remote}/${version}/mf-manifest.json`;
if (!portal) {
  process.stdout.write(`Not registered (--no-register). Entry: ${entry}\n`);
} else {
  const registered = await portal.post('/sys/frontend/versions', {
    remote: federationName(remote),
    version,
    entry,
    integrity,
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
  const {
    S3Client,
    PutObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    GetObjectCommand,
  } = require('@aws-sdk/client-s3');
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
    // The hashes are those of the files the bucket holds (the first upload's), not of this build.
    integrity = {};
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }),
    );
    for (const object of listed.Contents ?? []) {
      const body = await (
        await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))
      ).Body.transformToByteArray();
      integrity[object.Key.slice(prefix.length)] =
        `sha384-${createHash('sha384').update(body).digest('base64')}`;
    }
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
    integrity = integrityOf(build);
  }
  client.destroy();
}
