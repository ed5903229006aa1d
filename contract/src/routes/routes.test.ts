import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { Value } from '@sinclair/typebox/value';
import { ImConfig } from '../chat-calls';
import { IdParams } from '../integers';
import type { EntryOf } from './route';
import { routes, type RouteName } from './routes';
import { routeEntry, routeSchemas } from './schemas';

/** Compiles only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(value: T) => value;

// The links carry their schemas' types: `call()` and the server's registration read them.
same<Same<EntryOf<typeof routes.chatConfig>['response'], typeof ImConfig>>(true);
same<Same<EntryOf<typeof routes.announcement>['params'], typeof IdParams>>(true);

const names = Object.keys(routes) as RouteName[];

describe('the route table', () => {
  it('holds links only (method, URL, right, summary): no schema is a value of a link', () => {
    const extra = names.flatMap((name) =>
      Object.keys(routes[name])
        .filter((key) => !['method', 'url', 'access', 'summary'].includes(key))
        .map((key) => `${name}.${key}`),
    );
    expect(extra).toEqual([]);
    expect(names.length).toBeGreaterThan(100);
  });

  it('has the schemas of every route, under its name, and of no other', () => {
    expect(Object.keys(routeSchemas).sort()).toEqual([...names].sort());
  });

  it('joins a link and its schemas into the whole entry', () => {
    const entry = routeEntry(routes.announcement);
    expect(entry).toEqual({ ...routes.announcement, ...routeSchemas.announcement });
    expect(entry.params).toBe(IdParams);
    expect(Value.Check(entry.params, { id: 7 })).toBe(true);
    expect(routeEntry(routes.chatConfig).response).toBe(ImConfig);
    // An entry written whole (not one of the table's links) is taken as it is.
    const whole = { method: 'GET', url: '/x', access: 'user', response: ImConfig } as const;
    expect(routeEntry(whole)).toBe(whole);
  });
});

describe('the route files', () => {
  // A link file imports at run time nothing but the link helper: its schemas come by `import type`,
  // so a bundle importing `routes` takes no schema (nor TypeBox) along.
  const dir = __dirname;
  const linkFiles = fs
    .readdirSync(dir)
    .filter(
      (file) =>
        /^[a-z-]+\.ts$/.test(file) && !['route.ts', 'routes.ts', 'schemas.ts', 'index.ts'].includes(file),
    );

  it('are one link file and one schemas file per area', () => {
    expect(linkFiles.length).toBeGreaterThan(10);
    for (const file of linkFiles)
      expect(fs.existsSync(path.join(dir, file.replace(/\.ts$/, '.schemas.ts')))).toBe(true);
  });

  it('import their schemas by type only', () => {
    const imports = linkFiles.flatMap((file) => {
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(path.join(dir, file), 'utf8'),
        ts.ScriptTarget.Latest,
      );
      return source.statements
        .filter(ts.isImportDeclaration)
        .filter((declaration) => !declaration.importClause?.isTypeOnly)
        .map((declaration) => `${file}: ${(declaration.moduleSpecifier as ts.StringLiteral).text}`)
        .filter((line) => !line.endsWith(': ./route'));
    });
    expect(imports).toEqual([]);
  });
});
