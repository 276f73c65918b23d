import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'

import { projectRoot } from '../../../src/config/paths'

/**
 * `scripts/worker.ts` as a real child process, with this test file's environment: the same database
 * (DATABASE_URL, DATABASE_SCHEMA, PAYLOAD_DB_PUSH), secret, data folder and AI settings.
 */
export const startWorker = (extraEnv: Record<string, string> = {}) => {
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/worker.ts'],
    {
      cwd: projectRoot,
      env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  )
  return { child, exited, output: () => output }
}

export const stopChild = async (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(signal)
  await new Promise((resolve) => child.once('exit', resolve))
}
