import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Import direction: shared <- client, edge, sw; client and edge never import each other. Only edge/http/ imports
 * fastify; @fastify/proxy-addr is no framework but fastify's X-Forwarded-For reader, which the socket upgrade shares
 * (edge/domain/client-address.ts) so both read the client's address alike.
 */
const forbid = (...dirs) => ({
  'no-restricted-imports': [
    'error',
    { patterns: dirs.map((d) => ({ regex: `(^|/)${d}(/|$)`, message: `Import direction: this folder may not import ${d}/.` })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'tests/e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(client|edge|sw)(/|$)', message: 'shared/ depends on nothing but yup.' },
            { regex: '^(?!yup$|\\.|@shared/)', message: 'shared/ depends on nothing but yup.' },
          ],
        },
      ],
    },
  },
  { files: ['shared/**/*.test.ts'], rules: forbid('client', 'edge', 'sw') },
  { files: ['client/**'], rules: forbid('edge', 'sw') },
  { files: ['sw/**'], rules: forbid('edge', 'client') },
  { files: ['edge/**'], ignores: ['edge/realtime/**', 'edge/http/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^uWebSockets\\.js$', message: 'Only edge/realtime/ imports uWebSockets.js.' },
      { regex: '^(fastify|@fastify/(?!proxy-addr$))', message: 'Only edge/http/ imports fastify.' },
    ] }],
  } },
  { files: ['edge/http/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^uWebSockets\\.js$', message: 'Only edge/realtime/ imports uWebSockets.js.' },
    ] }],
  } },
  { files: ['edge/realtime/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^(fastify|@fastify/(?!proxy-addr$))', message: 'Only edge/http/ imports fastify.' },
    ] }],
  } },
);
