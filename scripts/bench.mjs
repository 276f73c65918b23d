/**
 * `npm run bench`: every benchmark in turn, each printing its own table (see docs/benchmarks.md).
 * Builds first when there is no build, so start-up is measured on the built product.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const run = (label, command, args, env = {}) => {
  console.log(`\n## ${label}\n`)
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/site/server/entry.mjs'))
  run('Build', 'npm', ['run', 'build'])
run('Start-up and idle memory', process.execPath, ['scripts/bench-startup.mjs'])
run(
  'Records API at 100,000 records',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-records.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
run(
  'CSV import and export at 1,000,000 rows',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-import.ts'],
  { DISABLE_PAYLOAD_HMR: 'true' },
)
run(
  'AI batch throughput',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-ai.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
// BENCH_SIZES defaults to 1,000 and 1,000,000 records; PostgreSQL is the local test server unless
// BENCH_DATABASE_URL says otherwise (skipped, with a note, when it does not answer).
run(
  'Public site at 1,000 and 1,000,000 records, SQLite and PostgreSQL',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-site.ts'],
  {
    BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
run(
  'Uploaded images',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-media.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
run(
  'API access logging',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-access-log.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
