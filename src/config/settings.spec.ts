import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { loadSettings, settingsTable } from './settings'

describe('settings', () => {
  it("should be what README's configuration table says, row by row", () => {
    const readme = fs.readFileSync('README.md', 'utf8')
    expect(readme).toContain(`\n${settingsTable()}\n`)
  })

  it('should take the documented defaults from an empty environment', () => {
    expect(loadSettings({})).toMatchObject({
      AI_MODEL: 'gpt-4o-mini',
      AI_RUN_JOBS_IN_WEB: true,
      DATA_DIR: 'data',
      LOGIN_MAX_ATTEMPTS: 20,
      PORT: 3000,
      PREVIEW_HOSTS: [],
      SEED_DEMO: true,
      TRUST_PROXY: 'loopback',
      UNSPLASH_API_URL: 'https://api.unsplash.com',
      WEB_CONCURRENCY: '1',
    })
  })

  it('should parse numbers, switches and lists', () => {
    const parsed = loadSettings({
      AI_CONCURRENCY: ' 8 ',
      PREVIEW_HOSTS: 'a.example, b.example,',
      SEED_DEMO: 'FALSE',
    })
    expect(parsed).toMatchObject({
      AI_CONCURRENCY: 8,
      PREVIEW_HOSTS: ['a.example', 'b.example'],
      SEED_DEMO: false,
    })
  })

  it.each([
    [{ PORT: 'http' }, "PORT must be a whole number from 0 to 65535, not 'http'"],
    [{ AI_CONCURRENCY: '0' }, "AI_CONCURRENCY must be a whole number of at least 1, not '0'"],
    [{ SEED_DEMO: 'yes' }, "SEED_DEMO must be true or false, not 'yes'"],
    [{ PUBLIC_URL: 'cms.example.com' }, "PUBLIC_URL must be an http(s) URL, not 'cms.example.com'"],
    [
      { WEB_CONCURRENCY: 'lots' },
      "WEB_CONCURRENCY must be 'auto' or a whole number from 1 to 64, not 'lots'",
    ],
    [
      { REDIS_URL: 'http://user:secret@cache' },
      'REDIS_URL must start with redis:// or rediss://, not the value given',
    ],
    [
      { DATABASE_URL: 'postgress://cms:secret@db/cms' },
      "DATABASE_URL must start with postgres://, postgresql:// or file: (or be empty for the embedded SQLite database), not 'postgress://'",
    ],
  ])('should refuse %o naming the variable, and never print a secret', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message)
    try {
      loadSettings(env)
    } catch (error) {
      expect((error as Error).message).not.toContain('secret')
    }
  })
})
