import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noCycle from './tools/eslint/no-cycle.mjs';
import serverLayers from './tools/eslint/server-layers.mjs';

const serverRoutePatterns = [
  {
    regex: '(^|/)routes(/|$)',
    message: 'Only server/src/app.ts imports the route registration (server/src/routes).',
  },
  {
    regex: '-routes$',
    message:
      'Route files are only registered (server/src/routes/index.ts): share code through a repository or rules file of the module.',
  },
];

// A statement's start: SELECT, INSERT INTO, DELETE FROM, `UPDATE table [alias] SET`.
const SQL_STATEMENT = '/\\b(SELECT|INSERT INTO|DELETE FROM)\\b|\\bUPDATE \\w+( \\w+)? SET\\b/';
const SQL_MESSAGE =
  'SQL lives in a *-repository.ts file of the module (a function taking a Queryable); call it from here.';

const remotes = ['host', 'remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'bench/.out/**',
      'server/.data/**',
      'e2e/.artifacts/**',
      '.release-src-*/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'no-cycle': noCycle } } },
    rules: { 'portal/no-cycle': 'error' },
  },
  // Import boundaries: no package imports another remote's (or the host's) source, no feature another feature.
  ...remotes.flatMap((pkg) => {
    const otherRemotes = remotes
      .filter((other) => other !== pkg)
      .map((other) => ({
        group: [`**/${other}/**`, `@portal/${other}`],
        message: 'Remotes meet only through @portal/shared and exposed modules.',
      }));
    const restrict = (patterns) => ({
      'no-restricted-imports': ['error', { patterns: [...otherRemotes, ...patterns] }],
    });
    // A file `depth` folders below its feature reaches the features folder with depth + 1 `../`.
    const featureFiles = [0, 1, 2].map((depth) => ({
      files: [`${pkg}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrict([
        {
          regex: `^(\\.\\./){${depth + 1}}[^./]|^(\\.\\./)+features/`,
          message:
            'A feature does not import another feature: move what both need to lib/ or components/, or compose them in a page.',
        },
      ]),
    }));
    return [{ files: [`${pkg}/**/*.{ts,tsx}`], rules: restrict([]) }, ...featureFiles];
  }),
  // Server layout (server/README.md): server/src/routes only registers the modules' route files; no route
  // file imports another; repositories and rules do not depend on Fastify plugins.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/src/app.ts', 'server/src/routes/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverRoutePatterns }] },
  },
  {
    files: ['server/src/modules/**/*.ts', 'server/src/lib/**/*.ts'],
    ignores: [
      'server/src/modules/**/*-routes.ts',
      'server/src/modules/**/*-http.ts',
      'server/src/modules/users/auth-user.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverRoutePatterns,
            {
              regex: '(^|/)plugins/',
              message:
                'Repositories and rules do not depend on Fastify plugins: AuthUser comes from modules/users/auth-user; HTTP helpers live in *-routes.ts or *-http.ts files.',
            },
          ],
        },
      ],
    },
  },
  // Server layers (server/README.md, "Layers"; the order in tools/eslint/server-layers.mjs): an import runs
  // down, from a layer to a lower one or from a module to a lower-ranked module, never back up.
  // `node tools/server-layers.mjs` lists the imports against the order and the folders importing each other.
  {
    files: ['server/src/**/*.ts'],
    plugins: { server: { rules: { layers: serverLayers } } },
    rules: { 'server/layers': 'error' },
  },
  // SQL stays in repositories (server/README.md): a string or template holding a statement is refused
  // elsewhere in server/src. SQL fragments shared by repositories (`*-sql.ts`), the database layer,
  // migrations, seeds and the order query module hold SQL by design.
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*-repository.ts',
      'server/src/**/*-sql.ts',
      'server/src/modules/orders/order-query.ts',
      'server/src/db/**',
      'server/src/seeds/**',
      'server/src/cli/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
        { selector: `Literal[value=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
