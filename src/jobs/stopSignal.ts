/**
 * Tells running jobs this process is stopping (SIGTERM, server close): they start no new item, let
 * the started ones finish and save, then hand the job back with RunnerStoppingError so another runner,
 * or this one after a restart, resumes it at once.
 */
let controller = new AbortController()

export class RunnerStoppingError extends Error {
  constructor() {
    super('The job runner is stopping; the job resumes on the next runner')
    this.name = 'RunnerStoppingError'
  }
}

export const jobStopSignal = (): AbortSignal => controller.signal

export const stopRunningJobs = () => controller.abort(new RunnerStoppingError())

/** A runner starting in a process whose previous runner stopped (tests start and stop servers). */
export const resetJobStop = () => {
  if (controller.signal.aborted) controller = new AbortController()
}
