// Signs in to a running portal as a release operator and calls its release API (used by the release commands).

export const REMOTE_DIRS = ['remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];

/** `remote-dispatch` -> `remote_dispatch` (the federation name the API uses). */
export const federationName = (dir) => dir.replace(/-/g, '_');

export function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (inline !== undefined) flags[name] = inline;
      else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) flags[name] = argv[(i += 1)];
      else flags[name] = true;
    } else positional.push(arg);
  }
  return { positional, flags };
}

export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** A client for the portal at `--server` (or PORTAL_URL), signed in as `--user`/PORTAL_USER with PORTAL_PASSWORD. */
export async function portalClient(flags) {
  const server = String(
    flags.server ?? process.env.PORTAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`,
  ).replace(/\/$/, '');
  const username = String(flags.user ?? process.env.PORTAL_USER ?? 'admin');
  const password = flags.password ?? process.env.PORTAL_PASSWORD;
  if (!password)
    fail(
      'Set PORTAL_PASSWORD (or --password) for the release operator who records the release (--user/PORTAL_USER, default admin).',
    );
  const call = async (method, path, body, token) => {
    let response;
    try {
      response = await fetch(`${server}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      fail(`The portal at ${server} cannot be reached (${error.cause?.code ?? error.message}).`);
    }
    const answer = await response.json().catch(() => ({ msg: response.statusText }));
    if (!response.ok || answer.code !== 0) fail(`${method} ${path}: ${answer.msg || response.status}`);
    return answer.data;
  };
  const { token } = await call('POST', '/auth/login', { username, password });
  return {
    server,
    get: (path) => call('GET', path, undefined, token),
    post: (path, body = {}) => call('POST', path, body, token),
  };
}
