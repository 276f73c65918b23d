import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'tests/int/**/*.int.spec.ts',
      'src/**/*.spec.ts',
      'endpoints/**/*.spec.ts',
      'collections/**/*.spec.ts',
      'site/**/*.spec.ts',
      'admin-views/**/*.spec.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Files share their worker process, one after another: loading Payload, Lexical, Drizzle and
    // Next's routes once instead of once a file more than halves the suite's time. Each file still
    // gets its own fresh database, environment and project modules (tests/int/support/setup.ts and
    // freshFile.ts; docs/decisions/testing-and-ci.md).
    isolate: false,
    setupFiles: ['tests/int/support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
