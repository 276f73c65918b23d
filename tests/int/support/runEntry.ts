import { spawn } from 'node:child_process'

import { projectRoot } from '../../../src/config/paths'

export type EntryRun = {
  /** Exit code; null when it had to be killed (it went on starting). */
  code: number | null
  ms: number
  stderr: string
  stdout: string
}

type Args = {
  /** Settings for this start; undefined removes one the test file's environment has. */
  env: Record<string, string | undefined>
  /** `--check`: the start-up checks only. */
  checkOnly?: boolean
  /** Run as this user and group id (root's tests use nobody to meet permission bits). */
  uid?: number
  timeoutMs?: number
}

// The test file's database settings are not this start's: each test names what it starts with.
const inherited = [
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'PAYLOAD_DB_PUSH',
  'DATA_DIR',
  'PORT',
  'HOST',
  'WEB_CONCURRENCY',
]

/**
 * `src/main.ts` as a real process, started the way `npm start` and the Docker image start it. A start
 * that passes its checks goes on to open the database and Next: it is killed after `timeoutMs` and
 * answers code null, which the start-up tests treat as a failure.
 */
export const runEntry = ({
  checkOnly = false,
  env,
  timeoutMs = 30_000,
  uid,
}: Args): Promise<EntryRun> => {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DISABLE_PAYLOAD_HMR: 'true',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
  }
  for (const name of inherited) delete childEnv[name]
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const args = [
    '--conditions=production',
    '--import',
    'tsx',
    'src/main.ts',
    ...(checkOnly ? ['--check'] : []),
  ]
  const started = Date.now()
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { gid: uid, uid }),
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, ms: Date.now() - started, stderr, stdout })
    })
  })
}
