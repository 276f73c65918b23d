import { describe, expect, it } from 'vitest'

import { createSemaphore } from './semaphore'

const deferred = () => {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createSemaphore', () => {
  it('should run at most the limit at once, the rest in order of arrival', async () => {
    const semaphore = createSemaphore(() => 2)
    const gates = [deferred(), deferred(), deferred()]
    const started: number[] = []
    const runs = gates.map((gate, i) =>
      semaphore.run(async () => {
        started.push(i)
        await gate.promise
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    gates[0].resolve()
    await runs[0]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    gates[1].resolve()
    gates[2].resolve()
    await Promise.all(runs)
    expect(semaphore.active).toBe(0)
  })

  it('should let a waiting caller give up when its signal aborts, and refuse an aborted one at once', async () => {
    const semaphore = createSemaphore(() => 1)
    const gate = deferred()
    const holder = semaphore.run(() => gate.promise)
    const controller = new AbortController()
    let ran = false
    const waiter = semaphore.run(async () => void (ran = true), controller.signal)
    controller.abort(new Error('cancelled'))
    await expect(waiter).rejects.toThrow('cancelled')
    await expect(semaphore.run(async () => void (ran = true), controller.signal)).rejects.toThrow(
      'cancelled',
    )
    gate.resolve()
    await holder
    expect(ran).toBe(false)
    expect(semaphore.active).toBe(0)
    // The slot it gave up goes to the next caller.
    expect(await semaphore.run(async () => 'next')).toBe('next')
  })
})
