import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import tseslint from 'typescript-eslint'

import { elements, policies } from './eslint.layers.mjs'

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '**/.next/**',
      '.next-*/**',
      'dist/**',
      'dist-package/**',
      'examples/host-app/migrations/**',
      'data/**',
      'migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'examples/host-app/app/(payload)/admin/importMap.js',
      'src/payload-types.ts',
      '**/next-env.d.ts',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Dependencies point down (docs/architecture.md): the layers and what each may import.
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message: '{{from.type}} may not import {{to.type}} (see docs/architecture.md)',
          policies,
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // One way into the database beside the Local API: src/data. Drizzle, the SQLite driver and Payload's
    // database adapter (`payload.db`) are reached from there only; wiring, scripts and tests may too.
    files: ['src/**', 'collections/**', 'endpoints/**', 'site/**', 'admin-views/**'],
    ignores: [
      'src/data/**',
      'src/app/**',
      'src/{main,web,server,cluster,plugin}.ts',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@payloadcms/db-*/drizzle',
                'drizzle-orm',
                'drizzle-orm/*',
                'libsql',
                '@libsql/*',
              ],
              message: 'Raw database access lives in src/data (docs/architecture.md).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='db'][object.name='payload'], MemberExpression[property.name='db'][object.property.name='payload']",
          message:
            "Payload's database adapter (payload.db) is reached from src/data only (docs/architecture.md).",
        },
      ],
    },
  },
  {
    // Server code logs through the one JSON logger (src/config/logger.ts, Payload's pino), at LOG_LEVEL:
    // a console line would be neither structured nor filtered. The browser's admin and the tests may.
    files: [
      'src/**',
      'collections/**',
      'endpoints/**',
      'site/**',
      'scripts/worker.ts',
      'scripts/start.mjs',
      'payload.config.ts',
    ],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // A file past 300 lines is usually two things (STYLE.md): split it by what it holds. The generated
    // src/payload-types.ts and the migrations are ignored above; tests are not source here.
    files: [
      'src/**/*.{ts,tsx}',
      'site/**/*.{ts,tsx}',
      'admin-views/**/*.{ts,tsx}',
      'collections/**/*.{ts,tsx}',
      'endpoints/**/*.{ts,tsx}',
      'scripts/**/*.{ts,tsx,mjs}',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
)
