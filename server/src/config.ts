import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** Embedded database and uploaded files live here when no DATABASE_URL is set. */
  dataDir: string;
  /** `memory` runs the embedded database in memory (tests). */
  embedded: 'disk' | 'memory';
  seedDemo: boolean;
  tokenSecret: string | null;
  /** Key of the signatures on file links (FILE_URL_SECRET); derived from the token secret when unset. */
  fileUrlSecret: string | null;
  /**
   * TRUST_PROXY: addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed
   * (comma-separated). Unset: the connection's address is the client's and X-Forwarded-For is ignored.
   */
  trustProxy: string[] | false;
  timeZone: string;
  /** Folder holding the host and remote builds to serve; null serves none (API only). */
  staticRoot: string | null;
  logLevel: string;
  /** Token age after which a response carries a fresh token. */
  tokenRefreshMs: number;
  sessionTtlMs: number;
  rememberedSessionTtlMs: number;
  /** REDIS_URL: chat fan-out between server processes through socket.io's Redis adapter; null = one process. */
  redisUrl: string | null;
  /** IM_REDIS_KEY: prefix of the adapter's Redis channels (processes of one portal share it). */
  imRedisKey: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'server', '.data')),
    embedded: env.EMBEDDED_DB === 'memory' ? 'memory' : 'disk',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !databaseUrl,
    tokenSecret: env.TOKEN_SECRET ?? null,
    fileUrlSecret: env.FILE_URL_SECRET?.trim() || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeZone: env.APP_TIMEZONE ?? 'Asia/Shanghai',
    staticRoot: env.STATIC_ROOT === 'none' ? null : path.resolve(env.STATIC_ROOT ?? repoRoot),
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenRefreshMs: 300_000,
    sessionTtlMs: 12 * 60 * 60 * 1000,
    rememberedSessionTtlMs: 30 * 24 * 60 * 60 * 1000,
    redisUrl: env.REDIS_URL?.trim() || null,
    imRedisKey: env.IM_REDIS_KEY?.trim() || 'portal-im',
  };
}

function parseTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
