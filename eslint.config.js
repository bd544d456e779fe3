import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// docs/architecture.md#boundaries-enforced-by-lint: a feature never imports another feature's internals. What a
// feature offers the others is its index.ts, and only that file may be imported from outside it.
const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: features.map((other) => (other === feature ? `./${other}` : `./${other}/index.ts`)),
  message: "A feature imports another only through that feature's index.ts.",
}));

// Server modules (apps/server/src/modules/*) each own their tables (docs/architecture.md#server-modules),
// and only a module's own code reaches them. Its public surface, what the rest of the server may
// import, is its services (service.ts and *-service.ts: the service the routes call, and the
// functions other modules call with the repositories of their own transaction) and api-shape.ts
// (how its rows read in JSON). Everything else, its repositories first, is internal: imported by
// the module itself, tests included, and by the composition roots that wire the modules together
// and start the process. The importer (modules/places/import) is the places module's own code.
const serverSource = 'apps/server/src';
const serverModules = readdirSync(`${serverSource}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const isPublicSurface = (file) => /^([a-z-]+-)?service\.ts$|^api-shape\.ts$/.test(file);
const compositionRoots = ['app.ts', 'repositories.ts', 'server.ts', 'cli'].map(
  (entry) => `${serverSource}/${entry}`,
);
// Named exceptions: server code outside the modules that may import their internals.
const moduleInternalsExceptions = [
  // The seed writes rows no API call makes (reviews with their dates, a million synthetic
  // places) straight into the owning modules' repositories: no access checks, no audit entries.
  `${serverSource}/seed`,
  // Benchmarks time a module's internals (the nearby scan, the bulk inserts), as its tests do.
  'apps/server/bench',
];
const outsideModules = [
  ...readdirSync(serverSource)
    .filter((entry) => entry !== 'modules')
    .map((entry) => `${serverSource}/${entry}`),
  'apps/server/bench',
].filter((path) => !compositionRoots.includes(path) && !moduleInternalsExceptions.includes(path));
const serverModuleZones = serverModules.map((module) => ({
  target: [
    ...serverModules
      .filter((other) => other !== module)
      .map((other) => `./${serverSource}/modules/${other}`),
    ...outsideModules.map((path) => `./${path}`),
  ],
  from: `./${serverSource}/modules/${module}`,
  except: readdirSync(`${serverSource}/modules/${module}`)
    .filter(isPublicSurface)
    .map((file) => `./${file}`),
  message: `A module's repositories and internals are its own: use the ${module} module's service (service.ts, *-service.ts) or api-shape.ts.`,
}));

// Every workspace declares what it imports: source files only from their own package.json's
// dependencies; tests, benchmarks, build and config files also from its devDependencies and the
// root's shared tooling.
const workspaces = ['packages/shared', 'packages/db', 'apps/server', 'apps/web'];
const devOnlyFiles = (workspace) =>
  ['**/*.test.{ts,tsx}', 'src/test/**', 'e2e/**', 'bench/**', 'build/**', '*.config.ts'].map(
    (glob) => `${workspace}/${glob}`,
  );
const declaredDependencies = workspaces.map((workspace) => ({
  files: [`${workspace}/**/*.{ts,tsx,js}`],
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      { packageDir: [workspace, '.'], devDependencies: devOnlyFiles(workspace) },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-native/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
      // The Capacitor native projects, which also hold a copy of the web build after `cap sync`.
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...serverModuleZones,
            {
              target: './apps/web',
              from: ['./apps/server', './packages/db'],
              message: 'Server code never reaches the web bundle.',
            },
          ],
        },
      ],
    },
  },
  ...declaredDependencies,
  {
    files: ['*.{ts,js}', 'scripts/**/*.ts'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.'] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Read configuration in src/env.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@capacitor/*', '!@capacitor/core', '@capacitor-firebase/*'],
              message:
                'Capacitor plugins are called only from lib/native/* (docs/architecture.md#boundaries-enforced-by-lint).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/native/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the e2e tests serve to the browser in place of third-party ones.
    files: ['apps/web/e2e/fixtures/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
