import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { devConfigLockPath, isVikeBuildFile, withDevConfigLock } from './devConfigLock'

const root = () => path.join(os.tmpdir(), `lock-spec-${process.pid}-${Math.random()}`)

describe('withDevConfigLock', () => {
  it('should let one loader of a site in at a time, and the next in when it is done', async () => {
    const site = root()
    const steps: string[] = []
    const load = (name: string) => async () => {
      steps.push(`${name} in`)
      await sleep(60)
      steps.push(`${name} out`)
      return name
    }
    const answers = await Promise.all([
      withDevConfigLock(site, load('a')),
      withDevConfigLock(site, load('b')),
    ])
    expect(answers).toEqual(['a', 'b'])
    expect(steps).toEqual(['a in', 'a out', 'b in', 'b out'])
  })

  it('should let go when the loader fails', async () => {
    const site = root()
    await expect(
      withDevConfigLock(site, async () => Promise.reject(new Error('broken config'))),
    ).rejects.toThrow('broken config')
    expect(await withDevConfigLock(site, async () => 'next')).toBe('next')
  })

  it('should take over a lock its holder left an hour ago', async () => {
    const site = root()
    const lock = devConfigLockPath(site)
    fs.mkdirSync(lock)
    const hourAgo = new Date(Date.now() - 3_600_000)
    fs.utimesSync(lock, hourAgo, hourAgo)
    expect(await withDevConfigLock(site, async () => 'taken over')).toBe('taken over')
  })
})

describe('isVikeBuildFile', () => {
  it("should tell Vike's compiled config files from sources", () => {
    expect(isVikeBuildFile('/site/pages/+config.ts.build-1f12ed267651.mjs')).toBe(true)
    expect(isVikeBuildFile('/site/pages/+config.ts')).toBe(false)
    expect(isVikeBuildFile('/site/pages/blog/+Page.tsx')).toBe(false)
  })
})
