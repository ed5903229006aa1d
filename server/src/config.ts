import path from 'node:path';
import { s3SettingsFromEnv, type S3Settings } from './storage/s3-bucket';
import { envProblems } from './env-settings';

/** Longest a cached session may be trusted: a revoked session or a removed user is refused within this. */
export const SESSION_CACHE_MAX_MS = 1000;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** Embedded database and uploaded files live here when no DATABASE_URL is set. */
  dataDir: string;
  /** Uploaded files go to this S3-compatible bucket (S3_* variables) instead of `<dataDir>/files`. */
  s3: S3Settings | null;
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
  /** Published versions of remotes, served under `/remotes/<remote>/<version>/` (PUBLISHED_REMOTES_DIR, default `<dataDir>/remotes`). */
  publishedRemotesDir: string;
  /**
   * RELEASE_ORIGINS: the origins (comma-separated `https://host[:port]`) besides this portal's own
   * `/remotes/` that remote versions may be published from; the pages' Content-Security-Policy allows
   * exactly these. Unset: only `/remotes/` of this portal.
   */
  releaseOrigins: string[];
  /** Folder holding the host and remote builds to serve; null serves none (API only). */
  staticRoot: string | null;
  logLevel: string;
  /** Token age after which a response carries a fresh token. */
  tokenRefreshMs: number;
  sessionTtlMs: number;
  rememberedSessionTtlMs: number;
  /** REDIS_URL: chat fan-out between server processes through socket.io's Redis adapter; null = one process. */
  redisUrl: string | null;
  /**
   * EASEMOB_APP_KEY (+ EASEMOB_URL, EASEMOB_API_URL): chat through Easemob instead of the built-in
   * gateway; the browsers connect to Easemob themselves. Null: the built-in gateway.
   */
  easemob: { appKey: string; url?: string; apiUrl?: string } | null;
  /** IM_REDIS_KEY: prefix of the adapter's Redis channels (processes of one portal share it). */
  imRedisKey: string;
  /** SESSION_CACHE_MS: how long a checked session is trusted without reading it again (0 = off, at most 1000). */
  sessionCacheMs: number;
  /** ORDER_CACHE_MS: how long an order page or count is answered again without reading it (0 = off, at most 1000). */
  orderCacheMs: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** Settings the server cannot start with, each named with what is wrong. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start with these settings:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The settings from the environment; every bad value at once stops the start (`SettingsError`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems = envProblems(env);
  let releaseOrigins: string[] = [];
  try {
    releaseOrigins = parseReleaseOrigins(env.RELEASE_ORIGINS);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length) throw new SettingsError(problems);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'server', '.data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    publishedRemotesDir: path.resolve(env.PUBLISHED_REMOTES_DIR?.trim() || path.join(dataDir, 'remotes')),
    releaseOrigins,
    s3: s3SettingsFromEnv(env),
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
    easemob: env.EASEMOB_APP_KEY?.trim()
      ? {
          appKey: env.EASEMOB_APP_KEY.trim(),
          ...(env.EASEMOB_URL?.trim() ? { url: env.EASEMOB_URL.trim() } : {}),
          ...(env.EASEMOB_API_URL?.trim() ? { apiUrl: env.EASEMOB_API_URL.trim() } : {}),
        }
      : null,
    imRedisKey: env.IM_REDIS_KEY?.trim() || 'portal-im',
    sessionCacheMs: cacheMs(env.SESSION_CACHE_MS),
    orderCacheMs: cacheMs(env.ORDER_CACHE_MS),
  };
}

/** A cache's time limit from the environment: at most (and by default) SESSION_CACHE_MAX_MS, 0 = off. */
function cacheMs(value: string | undefined): number {
  return Math.min(SESSION_CACHE_MAX_MS, Math.max(0, Number(value ?? SESSION_CACHE_MAX_MS) || 0));
}

/** The listed origins, normalized; a value that is not a bare http(s) origin stops the start with its name. */
export function parseReleaseOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(part);
    } catch {
      url = null;
    }
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      url.username ||
      url.password ||
      url.origin !== part.replace(/\/$/, '').toLowerCase()
    )
      throw new Error(`RELEASE_ORIGINS: "${part}" is not an origin such as https://cdn.example.com`);
    origins.add(url.origin);
  }
  return [...origins].sort();
}

function parseTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
