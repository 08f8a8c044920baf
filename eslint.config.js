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

/**
 * Feature boundaries: a file in client/features/<a>/ reaches another feature <b> only through <b>/<b>.slice (state,
 * actions, simple selectors), <b>/<b>.selectors (memoised cross-slice selectors) and <b>/<b>.hooks (a feature's
 * React face for other features' components, e.g. coupon.hooks' useCouponPick for the program's odds cell).
 * Type-only imports are allowed: they are erased and carry no runtime coupling. Tests and their helpers
 * (*.test.*, *.test-*) compose stores across features and are exempt. Platform code (client/platform/) and the app
 * shell (client/app/) are not features and may compose them. What two features need lives outside both: calls in
 * client/platform/api/, presentational pieces in client/components/, texts and pure rules in shared/.
 */
const featureBoundary = {
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{
    regex: '^\\.\\./(?!\\.\\.?/)([^/]+)/(?!\\1\\.(?:slice|selectors|hooks)$)',
    allowTypeImports: true,
    message: 'Feature boundary: reach another feature only through its <f>.slice, <f>.selectors or <f>.hooks.',
  }] }],
};
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
            { regex: '(^|/)(client|edge|sw)(/|$)', message: 'shared/ depends on nothing but yup and @noble/hashes.' },
            // @noble/hashes: the same SHA-256 in the edge, the browser and the service worker (shared/rules/sha256.ts).
            { regex: '^(?!yup$|@noble/hashes/|\\.|@shared/)', message: 'shared/ depends on nothing but yup and @noble/hashes.' },
          ],
        },
      ],
    },
  },
  { files: ['shared/**/*.test.ts'], rules: forbid('client', 'edge', 'sw') },
  { files: ['client/**'], rules: forbid('edge', 'sw') },
  { files: ['sw/**'], rules: forbid('edge', 'client') },
  {
    files: ['client/features/**'],
    ignores: ['client/features/**/*.test.{ts,tsx}', 'client/features/**/*.test-*.{ts,tsx}'],
    rules: featureBoundary,
  },
  { files: ['edge/**'], ignores: ['edge/realtime/**', 'edge/http/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^uWebSockets\\.js$', message: 'Only edge/realtime/ imports uWebSockets.js.' },
      { regex: '^(fastify|@fastify/(?!proxy-addr$))', message: 'Only edge/http/ imports fastify.' },
    ] }],
  } },
  // The bus is transport only: it reaches no storage (member notices, which read members, live in edge/domain/).
  { files: ['edge/bus/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^uWebSockets\\.js$', message: 'Only edge/realtime/ imports uWebSockets.js.' },
      { regex: '^(fastify|@fastify/(?!proxy-addr$))', message: 'Only edge/http/ imports fastify.' },
      { regex: '(^|/)storage(/|$)', message: 'Import direction: edge/bus/ is transport only and may not import edge/storage/.' },
    ] }],
  } },
  // Routes receive services built in edge/app.ts; storage is reached only through edge/domain/.
  { files: ['edge/http/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^uWebSockets\\.js$', message: 'Only edge/realtime/ imports uWebSockets.js.' },
      { regex: '(^|/)storage(/|$)', message: 'Import direction: edge/http/ may not import edge/storage/ (use a service from edge/domain/).' },
    ] }],
  } },
  { files: ['edge/realtime/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '(^|/)(client|sw)(/|$)', message: 'Import direction: edge/ may not import client/ or sw/.' },
      { regex: '^(fastify|@fastify/(?!proxy-addr$))', message: 'Only edge/http/ imports fastify.' },
    ] }],
  } },
  // yup comes with its Turkish default messages from one module, so no English default text can ever show.
  { files: ['**/*.{ts,tsx,js,mjs}'], ignores: ['shared/validation/yup.ts'], rules: {
    'no-restricted-syntax': ['error', {
      selector: "ImportDeclaration[source.value='yup'], ImportExpression[source.value='yup']",
      message: "Import yup from '@shared/validation/yup' (Turkish default messages), not from 'yup'.",
    }],
  } },
);
