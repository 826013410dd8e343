import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverSrc = './apps/server/src';
const dirents = (path) => readdirSync(new URL(path, import.meta.url), { withFileTypes: true });
// Every folder under apps/server/src/modules is a module; a new one is covered without editing this file.
const serverModules = dirents(`${serverSrc}/modules`)
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// Everything in the server outside the modules folder (app, plugins, jobs, db, lib, realtime, tests).
const serverOutsideModules = [
  ...dirents(serverSrc)
    .filter((d) => d.name !== 'modules')
    .map((d) => `${serverSrc}/${d.name}`),
  './apps/server/test',
];

const webSrc = './apps/web/src';
// Every folder under apps/web/src/features is a feature, walled from the others and from app/;
// a new feature is covered without editing this file.
const webFeatures = dirents(`${webSrc}/features`)
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// The layers under the features (components/, config/, hooks/, lib/ and any folder added beside
// them): everything in src/ but the features, the app that assembles them, and the test harness.
const webLowerLayers = dirents(webSrc)
  .filter((d) => d.isDirectory() && !['features', 'app', 'test'].includes(d.name))
  .map((d) => `${webSrc}/${d.name}`);

/** The walls of the web app: dependencies flow packages/shared → lower layers → features → app. */
export const webZones = [
  ...webFeatures.map((f) => ({
    target: `${webSrc}/features/${f}`,
    from: `${webSrc}/features`,
    except: [`./${f}`],
    message: 'Features do not import each other; move shared code to components/, lib/ or packages/shared.',
  })),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'Features never import app/; the app passes features what they need, or the code moves to components/, lib/ or config/.',
  },
  {
    target: webLowerLayers,
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'components/, config/, hooks/ and lib/ sit under the features and the app; they import neither.',
  },
  { target: './packages/shared', from: './apps' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/*.d.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/admin/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use node:crypto; results and tokens must not come from Math.random.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    // A server module is used through its index.ts only. Its routes plugin is wired by
    // modules/index.ts, the one file that may import `<m>.routes.ts`. Tests may reach internals.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.flatMap((m) => [
            {
              target: [
                ...serverOutsideModules,
                ...serverModules.filter((o) => o !== m).map((o) => `${serverSrc}/modules/${o}`),
              ],
              from: `${serverSrc}/modules/${m}`,
              except: ['./index.ts'],
              message: `Import the ${m} module through modules/${m}/index.ts only (add what you need to its exports).`,
            },
            {
              target: `${serverSrc}/modules/*.ts`,
              from: `${serverSrc}/modules/${m}`,
              except: ['./index.ts', `./${m}.routes.ts`],
              message: `The module registry (modules/index.ts) wires ${m}.routes.ts; everything else comes from modules/${m}/index.ts.`,
            },
          ]),
        },
      ],
    },
  },
  {
    // The operator console (apps/admin).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-properties': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useNavigate'],
              message:
                "Use useNavigate from '@/lib/use-navigate': React Router's changes identity on every navigation outside a data router.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'scripts/**', 'apps/server/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
