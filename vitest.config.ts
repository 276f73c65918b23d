import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'tests/int/**/*.int.spec.ts',
      'src/**/*.spec.ts',
      'endpoints/**/*.spec.ts',
      'collections/**/*.spec.ts',
      'site/**/*.spec.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Each file gets its own process and its own fresh database (see tests/int/support/setup.ts).
    isolate: true,
    setupFiles: ['tests/int/support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
