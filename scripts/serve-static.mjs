#!/usr/bin/env node
// A static origin for published remotes (what a CDN or bucket website does), for trying a remote
// served from another origin than the portal:
//
//   pnpm run serve-static -- DIR [--port 8145] [--host 127.0.0.1]
//
// Any origin may load the files (CORS); entries (remoteEntry.js, mf-manifest.json) are no-cache,
// content-hashed chunks immutable.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fail, parseArgs } from './lib/portal-api.mjs';

const { positional, flags } = parseArgs(process.argv.slice(2));
if (!positional[0]) fail('Usage: serve-static DIR [--port N] [--host ADDRESS]');
const root = path.resolve(positional[0]);
const port = Number(flags.port ?? 8145);
const host = String(flags.host ?? '127.0.0.1');
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

const server = http.createServer((request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS')
    return void response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  } catch {
    return void response.writeHead(400).end();
  }
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return void response.writeHead(404).end();
  fs.stat(file, (error, stat) => {
    if (error || !stat.isFile())
      return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') return void response.end();
    fs.createReadStream(file).pipe(response);
  });
});
server.listen(port, host, () => process.stdout.write(`Serving ${root} at http://${host}:${port}/\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
