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
  'AI batch throughput',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-ai.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
run(
  'Public site at 1,000 and 100,000 records',
  process.execPath,
  ['--conditions=production', '--import', 'tsx', 'scripts/bench-site.ts'],
  {
    DISABLE_PAYLOAD_HMR: 'true',
  },
)
