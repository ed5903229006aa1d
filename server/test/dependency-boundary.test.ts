import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The server shares the wire contract (@portal/contract, TypeBox only), never the front ends' package
// or the libraries it carries (React, antd, axios, the router, the stores).
const FRONT_END =
  /^(@portal\/shared|react|react-dom|react-router|react-router-dom|antd|@ant-design\/|axios|zustand|i18next|react-i18next|@tanstack\/)(\/|$)/;

const root = path.join(__dirname, '..');
const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file))
    .map((file) => path.join(dir, file));
const specifiers = (text: string) =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

test('the server depends on the contract package and on nothing of the front ends', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  expect(pkg.dependencies['@portal/contract']).toBe('workspace:*');
  expect(names.filter((name) => FRONT_END.test(name))).toEqual([]);
});

test("no server source or test imports the front ends' package, React or antd", () => {
  const found = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'test'))].flatMap((file) =>
    specifiers(fs.readFileSync(file, 'utf8'))
      .filter((spec) => FRONT_END.test(spec))
      .map((spec) => `${path.relative(root, file)}: ${spec}`),
  );
  expect(found).toEqual([]);
});

test('the boundary catches what it is meant to', () => {
  for (const spec of ['@portal/shared', '@portal/shared/contract', 'react', 'antd/es/button', 'axios'])
    expect(FRONT_END.test(spec)).toBe(true);
  for (const spec of ['@portal/contract', '@portal/contract/testing', 'fastify', 'socket.io', 'reactive'])
    expect(FRONT_END.test(spec)).toBe(false);
});
