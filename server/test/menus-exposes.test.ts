import fs from 'node:fs';
import path from 'node:path';
import type { MenuItem } from '@portal/contract';
import { buildMenus, type MenuSubject } from '../src/modules/users/menus';
import { REMOTES } from '../src/db/seed-releases';

/*
 * The menus name pages as `<remote>/<module>`; each remote's webpack config lists what it exposes;
 * the host names a few modules of its own (the chat button). Nothing keeps these in step but this test.
 */

const root = path.resolve(__dirname, '..', '..');
const webpackHelper = path.join(root, 'tools', 'webpack-config.cjs');

/** A remote's `exposes`, read from its webpack config with the config builder replaced by the identity. */
function exposesOf(dir: string): Record<string, string> {
  let exposes: Record<string, string> = {};
  jest.isolateModules(() => {
    jest.doMock(webpackHelper, () => ({
      createConfig: (options: { exposes?: Record<string, string> }) => options,
    }));
    // jest's own require, so that the mock above replaces the config builder.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(root, dir, 'webpack.config.cjs')) as {
      exposes?: Record<string, string>;
    };
    exposes = config.exposes ?? {};
  });
  return exposes;
}

const EXPOSES = new Map(
  REMOTES.map((r) => [r.name as string, { dir: r.dir as string, exposes: exposesOf(r.dir) }]),
);

const USERS: MenuSubject[] = [
  { authority: 'customer', allowDispatch: false },
  { authority: 'manager', allowDispatch: false },
  { authority: 'manager', allowDispatch: true },
  { authority: 'technician', allowDispatch: false },
];

const components = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.component ? [item.component] : []), ...components(item.children ?? [])]);

const MENU_KEYS = new Set(USERS.flatMap((user) => components(buildMenus(user))));

/** `remote_x/Module` literals in the host's source (its own loads, outside the menus). */
function hostKeys(): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`](remote_\w+\/\w+)['"`]/g))
          keys.push(m[1]);
      }
    }
  };
  walk(path.join(root, 'host', 'src'));
  return keys;
}

const exposed = (key: string): boolean => {
  const [remote, module] = key.split('/');
  return EXPOSES.get(remote)?.exposes[`./${module}`] !== undefined;
};

describe('menus, the host and the remotes agree', () => {
  it('reads every remote config', () => {
    for (const [name, { exposes }] of EXPOSES)
      expect([name, Object.keys(exposes).length > 0]).toEqual([name, true]);
  });

  it('exposes every page a menu names, from a file that exists', () => {
    expect(MENU_KEYS.size).toBeGreaterThan(20);
    expect([...MENU_KEYS].filter((key) => !exposed(key))).toEqual([]);
    for (const { dir, exposes } of EXPOSES.values()) {
      for (const file of Object.values(exposes))
        expect([file, fs.existsSync(path.join(root, dir, file))]).toEqual([file, true]);
    }
  });

  it('exposes every module the host loads by name', () => {
    const keys = hostKeys();
    expect(keys).toContain('remote_chat/ChatButton');
    expect(keys.filter((key) => !exposed(key))).toEqual([]);
  });

  it('reaches every exposed page from some menu', () => {
    const unreachable = [...EXPOSES].flatMap(([name, { exposes }]) =>
      Object.entries(exposes)
        .filter(([, file]) => file.startsWith('./src/pages/'))
        .map(([key]) => `${name}/${key.slice(2)}`)
        .filter((key) => !MENU_KEYS.has(key)),
    );
    expect(unreachable).toEqual([]);
  });
});
