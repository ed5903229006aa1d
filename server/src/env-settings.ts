import { isIP } from 'node:net';

/** What a setting's value must look like; each kind names its own complaint. */
type Kind =
  | { type: 'port' }
  | { type: 'integer'; min: number; max?: number }
  | { type: 'boolean' }
  | { type: 'oneOf'; values: readonly string[] }
  | { type: 'url'; schemes: readonly string[] }
  | { type: 'text'; minLength?: number; pattern?: RegExp; example?: string }
  | { type: 'timeZone' }
  | { type: 'proxies' }
  | { type: 'origins' };

export interface EnvSetting {
  name: string;
  kind: Kind;
  /** What it does (and its default), as server/README.md lists it. */
  about: string;
  /** May hold a password: a complaint does not repeat the value. */
  hidden?: true;
}

const BOOLEAN_VALUES = ['1', '0', 'true', 'false'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** Names proxy-addr (Fastify's trustProxy) knows besides addresses and ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const secret = { type: 'text', minLength: 16 } as const;

/** Every environment setting the server reads. `loadConfig` refuses to start on a bad value. */
export const ENV_SETTINGS: readonly EnvSetting[] = [
  { name: 'PORT', kind: { type: 'port' }, about: 'HTTP port (default 8080)' },
  { name: 'HOST', kind: { type: 'text' }, about: 'address to listen on (default 0.0.0.0)' },
  {
    name: 'DATABASE_URL',
    kind: { type: 'url', schemes: ['postgres:', 'postgresql:'] },
    about: 'PostgreSQL server; unset: embedded PGlite',
    hidden: true,
  },
  {
    name: 'EMBEDDED_DB',
    kind: { type: 'oneOf', values: ['disk', 'memory'] },
    about: 'embedded database on disk under DATA_DIR (default) or in memory (nothing kept)',
  },
  {
    name: 'DATA_DIR',
    kind: { type: 'text' },
    about: 'embedded database and uploaded files (default server/.data)',
  },
  {
    name: 'SEED_DEMO',
    kind: { type: 'boolean' },
    about: 'load the demo data on first start (default: only without DATABASE_URL)',
  },
  {
    name: 'STATIC_ROOT',
    kind: { type: 'text' },
    about: 'folder holding the host and remote builds; `none` for an API-only process',
  },
  {
    name: 'PUBLISHED_REMOTES_DIR',
    kind: { type: 'text' },
    about: 'published remote versions, served under /remotes/ (default DATA_DIR/remotes)',
  },
  {
    name: 'RELEASE_ORIGINS',
    kind: { type: 'origins' },
    about: 'origins remote versions may be published from (comma-separated)',
  },
  {
    name: 'TOKEN_SECRET',
    kind: secret,
    about: 'key of the session tokens (16 characters or more); unset: generated and kept in the database',
    hidden: true,
  },
  {
    name: 'FILE_URL_SECRET',
    kind: secret,
    about: 'key of the file links (16 characters or more); unset: derived from the token key',
    hidden: true,
  },
  {
    name: 'TRUST_PROXY',
    kind: { type: 'proxies' },
    about: 'addresses or ranges of reverse proxies whose X-Forwarded-For is believed',
  },
  {
    name: 'APP_TIMEZONE',
    kind: { type: 'timeZone' },
    about: "the portal's time zone for every time it shows and reads (default Asia/Shanghai)",
  },
  {
    name: 'LOG_LEVEL',
    kind: { type: 'oneOf', values: LOG_LEVELS },
    about: 'log level (default info: one line per request)',
  },
  {
    name: 'SESSION_CACHE_MS',
    kind: { type: 'integer', min: 0, max: 1000 },
    about: 'how long a checked session is trusted without reading it again (default 1000, 0 = off)',
  },
  {
    name: 'ORDER_CACHE_MS',
    kind: { type: 'integer', min: 0, max: 1000 },
    about: 'how long an order page or count is answered again without reading it (default 1000, 0 = off)',
  },
  {
    name: 'REMINDER_INTERVAL_MS',
    kind: { type: 'integer', min: 0 },
    about: 'how often due reminders are delivered (default 30000, 0 = off)',
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    kind: { type: 'integer', min: 1 },
    about: 'largest accepted upload in bytes (default 10 MB)',
  },
  {
    name: 'REDIS_URL',
    kind: { type: 'url', schemes: ['redis:', 'rediss:'] },
    about: 'Redis shared by several server processes for chat',
    hidden: true,
  },
  {
    name: 'IM_REDIS_KEY',
    kind: { type: 'text' },
    about: "prefix of the chat's Redis channels (default portal-im)",
  },
  {
    name: 'EASEMOB_APP_KEY',
    kind: { type: 'text', pattern: /^[\w-]+#[\w-]+$/, example: 'org#app' },
    about: 'chat through Easemob instead of the built-in gateway',
  },
  {
    name: 'EASEMOB_URL',
    kind: { type: 'url', schemes: ['http:', 'https:', 'ws:', 'wss:'] },
    about: 'Easemob socket address',
  },
  {
    name: 'EASEMOB_API_URL',
    kind: { type: 'url', schemes: ['http:', 'https:'] },
    about: 'Easemob REST address',
  },
  {
    name: 'S3_BUCKET',
    kind: { type: 'text' },
    about: 'uploads go to this S3-compatible bucket instead of DATA_DIR/files',
  },
  {
    name: 'S3_ENDPOINT',
    kind: { type: 'url', schemes: ['http:', 'https:'] },
    about: "the bucket's endpoint (default AWS)",
  },
  { name: 'S3_REGION', kind: { type: 'text' }, about: "the bucket's region (default us-east-1)" },
  {
    name: 'S3_ACCESS_KEY_ID',
    kind: { type: 'text' },
    about: "the bucket's access key (default: the SDK's own lookup)",
  },
  { name: 'S3_SECRET_ACCESS_KEY', kind: { type: 'text' }, about: "the bucket's secret key", hidden: true },
  {
    name: 'S3_FORCE_PATH_STYLE',
    kind: { type: 'boolean' },
    about: 'path-style bucket addresses (MinIO, s3rver)',
  },
  { name: 'S3_PREFIX', kind: { type: 'text' }, about: 'folder inside the bucket' },
];

function urlProblem(value: string, schemes: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not an address (${schemes[0]}//…)`;
  }
  return schemes.includes(url.protocol)
    ? null
    : `must start with ${schemes.map((s) => `${s}//`).join(' or ')}`;
}

function timeZoneProblem(value: string): string | null {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return null;
  } catch {
    return 'is not a time zone such as Asia/Shanghai';
  }
}

const isProxy = (part: string) => {
  if (PROXY_NAMES.includes(part)) return true;
  const [address, bits, extra] = part.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/** What is wrong with one setting's value, or null. */
function problemOf(kind: Kind, value: string): string | null {
  switch (kind.type) {
    case 'port':
      return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535
        ? null
        : 'is not a port (1 to 65535)';
    case 'integer': {
      if (!/^\d+$/.test(value)) return `is not a whole number of ${kind.min} or more`;
      if (Number(value) < kind.min) return `must be ${kind.min} or more`;
      return kind.max !== undefined && Number(value) > kind.max ? `must be at most ${kind.max}` : null;
    }
    case 'boolean':
      return BOOLEAN_VALUES.includes(value) ? null : 'must be 1, 0, true or false';
    case 'oneOf':
      return kind.values.includes(value) ? null : `must be one of ${kind.values.join(', ')}`;
    case 'url':
      return urlProblem(value, kind.schemes);
    case 'text':
      if (kind.minLength && value.length < kind.minLength)
        return `must be ${kind.minLength} characters or more`;
      return kind.pattern && !kind.pattern.test(value) ? `is not like ${kind.example}` : null;
    case 'timeZone':
      return timeZoneProblem(value);
    case 'proxies': {
      if (value === 'false') return null;
      const bad = value
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p && !isProxy(p));
      return bad.length
        ? `lists ${bad.map((b) => `"${b}"`).join(', ')}, which is not an address or range such as 10.0.0.0/8`
        : null;
    }
    case 'origins':
      // Checked where it is read (parseReleaseOrigins), which names the bad part.
      return null;
  }
}

/**
 * One line per bad value (`PORT: "80a" is not a port (1 to 65535)`); empty when all are good. Unset
 * and empty mean the default.
 */
export function envProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const setting of ENV_SETTINGS) {
    const value = env[setting.name]?.trim();
    if (!value) continue;
    const problem = problemOf(setting.kind, value);
    if (problem) problems.push(`${setting.name}: ${setting.hidden ? 'the value' : `"${value}"`} ${problem}`);
  }
  return problems;
}
