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
  timeZone: string;
  /** Folder holding the host and remote builds to serve; null serves none (API only). */
  staticRoot: string | null;
  logLevel: string;
  /** Token age after which a response carries a fresh token. */
  tokenRefreshMs: number;
  sessionTtlMs: number;
  rememberedSessionTtlMs: number;
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
    timeZone: env.APP_TIMEZONE ?? 'Asia/Shanghai',
    staticRoot: env.STATIC_ROOT === 'none' ? null : path.resolve(env.STATIC_ROOT ?? repoRoot),
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenRefreshMs: 300_000,
    sessionTtlMs: 12 * 60 * 60 * 1000,
    rememberedSessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  };
}
