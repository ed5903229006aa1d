import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The contract is what the server and every client share: TypeBox and nothing of a front end.
const root = path.join(__dirname, '..');
const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
/** Every module a file imports, re-exports or requires. */
const specifiers = (text: string) =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

test('the contract package depends on TypeBox only', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).toEqual(['@sinclair/typebox']);
});

test('the contract sources import only each other and TypeBox (tests may use node: and the TypeScript parser)', () => {
  const foreign = sources(path.join(root, 'src')).flatMap((file) =>
    specifiers(fs.readFileSync(file, 'utf8'))
      .filter(
        (spec) =>
          !spec.startsWith('./') &&
          !spec.startsWith('../') &&
          !/^@sinclair\/typebox(\/|$)/.test(spec) &&
          !(file.endsWith('.test.ts') && (spec.startsWith('node:') || spec === 'typescript')),
      )
      .map((spec) => `${path.relative(root, file)}: ${spec}`),
  );
  expect(foreign).toEqual([]);
});

test('the import scanner sees every form of import', () => {
  const text = [
    "import { a } from 'react';",
    "export * from './b';",
    "import type { C } from 'antd/es/c';",
    "const d = require('axios');",
    "await import('@portal/shared');",
    "import 'side-effect';",
  ].join('\n');
  expect(specifiers(text)).toEqual(['react', './b', 'antd/es/c', 'axios', '@portal/shared', 'side-effect']);
});
