import os from 'node:os'

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
    // At least two files at a time: much of a file's time is Payload's start and the database's I/O,
    // so on a 2-core machine two forks keep both cores busy where Vitest's default (cores - 1) runs one.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    setupFiles: ['tests/int/support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
