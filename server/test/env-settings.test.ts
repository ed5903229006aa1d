import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, SettingsError } from '../src/config';
import { ENV_SETTINGS, envProblems } from '../src/env-settings';

const serverDir = path.resolve(__dirname, '..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

describe('environment settings', () => {
  it('declares every setting the server reads, and the README lists each', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(path.join(serverDir, 'src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g))
        read.add(match[1]);
    }
    const declared = ENV_SETTINGS.map((s) => s.name);
    expect([...read].filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !read.has(name))).toEqual([]);
    const readme = fs.readFileSync(path.join(serverDir, 'README.md'), 'utf8');
    // A row of the settings table: | `NAME` | what it does | (padded or not).
    const listed = (name: string) => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm').test(readme);
    expect(declared.filter((name) => !listed(name))).toEqual([]);
  });

  it('accepts the defaults and good values', () => {
    expect(envProblems({})).toEqual([]);
    const good = {
      PORT: '8080',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      EMBEDDED_DB: 'memory',
      SEED_DEMO: 'true',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback',
      APP_TIMEZONE: 'Europe/Berlin',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_MS: '0',
      ORDER_CACHE_MS: '1000',
      REMINDER_INTERVAL_MS: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      EASEMOB_APP_KEY: 'org-1#app_2',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_FORCE_PATH_STYLE: '1',
      TOKEN_SECRET: 'a-long-enough-secret',
    };
    expect(envProblems(good)).toEqual([]);
    expect(loadConfig(good)).toMatchObject({
      port: 8080,
      embedded: 'memory',
      timeZone: 'Europe/Berlin',
      sessionCacheMs: 0,
    });
  });

  it('names every bad value at once and starts with none of them, never repeating a secret', () => {
    const bad = {
      PORT: '80a',
      EMBEDDED_DB: 'ram',
      SEED_DEMO: 'yes',
      APP_TIMEZONE: 'Asia/Shangai',
      LOG_LEVEL: 'loud',
      SESSION_CACHE_MS: '5000',
      ORDER_CACHE_MS: '-1',
      UPLOAD_MAX_BYTES: '0',
      TRUST_PROXY: '10.0.0.0/33,proxy.local',
      REDIS_URL: 'http://user:hunter2hunter2@cache',
      DATABASE_URL: 'mysql://user:hunter2hunter2@db/portal',
      TOKEN_SECRET: 'short',
      EASEMOB_APP_KEY: 'noapp',
      RELEASE_ORIGINS: 'https://cdn.example.com/path',
    };
    let thrown: unknown;
    try {
      loadConfig(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    const problems = (thrown as SettingsError).problems;
    expect(problems).toEqual([
      'PORT: "80a" is not a port (1 to 65535)',
      'DATABASE_URL: the value must start with postgres:// or postgresql://',
      'EMBEDDED_DB: "ram" must be one of disk, memory',
      'SEED_DEMO: "yes" must be 1, 0, true or false',
      'TOKEN_SECRET: the value must be 16 characters or more',
      'TRUST_PROXY: "10.0.0.0/33,proxy.local" lists "10.0.0.0/33", "proxy.local", which is not an address or range such as 10.0.0.0/8',
      'APP_TIMEZONE: "Asia/Shangai" is not a time zone such as Asia/Shanghai',
      'LOG_LEVEL: "loud" must be one of fatal, error, warn, info, debug, trace, silent',
      'SESSION_CACHE_MS: "5000" must be at most 1000',
      'ORDER_CACHE_MS: "-1" is not a whole number of 0 or more',
      'UPLOAD_MAX_BYTES: "0" must be 1 or more',
      'REDIS_URL: the value must start with redis:// or rediss://',
      'EASEMOB_APP_KEY: "noapp" is not like org#app',
      'RELEASE_ORIGINS: "https://cdn.example.com/path" is not an origin such as https://cdn.example.com',
    ]);
    expect((thrown as Error).message).not.toContain('hunter2');
    expect((thrown as Error).message).not.toContain('short');
  });
});
