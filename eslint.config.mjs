import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['host', 'remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'server/.data/**', '**/coverage/**', 'test-results/**', 'playwright-report/**'],
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
  // Import boundaries: no package imports another remote's (or the host's) source.
  ...remotes.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: remotes
            .filter((other) => other !== pkg)
            .map((other) => ({ group: [`**/${other}/**`, `@portal/${other}`], message: 'Remotes meet only through @portal/shared and exposed modules.' })),
        },
      ],
    },
  })),
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
