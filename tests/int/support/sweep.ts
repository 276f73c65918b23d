/**
 * The malformed-input sweeps (tests/int/api/hostileInput, tests/int/cms/cmsHostileInput,
 * tests/int/hostilePaths): hostile values, and many requests sent a few at a time, each of which
 * must be answered in time and pass a check.
 */
import type { Reply } from './http'

/** Text no database stores as given (src/utilities/unsafeText.ts). */
export const NUL = 'a\u0000b'
export const LONE_SURROGATE = 'a\ud800b'
/** What the refusal of such text says. */
const UNSAFE_TEXT = /holds a NUL character or a lone surrogate/

/**
 * Path segments sent as they are: a NUL, malformed escapes, an escaped lone surrogate (not UTF-8),
 * a truncated escape.
 */
export const BAD_SEGMENTS = ['a%00', '%zz', '%', '%ED%A0%80', '%E0%A4%A']
/** Query strings holding the same. */
export const BAD_QUERIES = ['a=%', 'q=a%00', 'tenantId=%ED%A0%80', 'where[id][equals]=%00']
/** JSON query parameters (Payload's REST reads `where` and `data` as JSON) holding a NUL or a lone surrogate. */
export const BAD_JSON_QUERIES = [
  `where=${encodeURIComponent('{"id":{"equals":"a\\u0000"}}')}`,
  `data=${encodeURIComponent('{"title":"\\ud800"}')}`,
]

/** Why a reply is wrong, or undefined when it is right. */
export type Check = (reply: Reply) => string | undefined
/** One request of a sweep; its own check, if it has one, replaces the sweep's. */
export type Probe = { label: string; send: () => Promise<Reply>; check?: Check }

/** A 4xx must say what is wrong: our `{ message }`, or Payload's `{ errors: [{ message }] }`. */
export const explained = (reply: Reply): string | undefined => {
  if (reply.status >= 500) return 'a 5xx'
  const { json } = reply
  if (reply.status >= 400 && json !== undefined && !(json?.message || json?.errors?.[0]?.message))
    return 'a 4xx without a message'
  return undefined
}

/** A refusal of unsafe text: exactly a 400 whose message says so. */
export const refusedText = (reply: Reply): string | undefined =>
  reply.status === 400 && UNSAFE_TEXT.test(String(reply.json?.message))
    ? undefined
    : 'not a 400 refusing the text'

/**
 * Where a path names nothing (`/api/cms/users/versions`: users keep none) a 404 with a message is the
 * answer, whatever else the request holds.
 */
export const orNotFound =
  (check: Check): Check =>
  (reply) =>
    reply.status === 404 && typeof reply.json?.message === 'string' ? undefined : check(reply)

/** A refusal of the URL: exactly a 400 with a message. */
export const refusedUrl = (reply: Reply): string | undefined =>
  reply.status === 400 && typeof reply.json?.message === 'string' ? undefined : 'not a 400'

/** The reply, or an error once `ms` have passed without one. */
const inTime = async (send: () => Promise<Reply>, ms: number): Promise<Reply> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      send(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends every probe, `concurrency` at a time; each must be answered within `maxMs` and pass `check`
 * (10 s: a hang is minutes, and a tenant's deletion on a loaded CI machine is a second or two).
 * Answers the failures, one line each (label, status, the start of the body), so a test can expect
 * the list to be empty and show them all when it is not.
 */
export const sweep = async (
  probes: Probe[],
  check: Check,
  { concurrency = 8, maxMs = 10_000 }: { concurrency?: number; maxMs?: number } = {},
): Promise<string[]> => {
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]
      const { label, send } = probe
      try {
        const reply = await inTime(send, maxMs)
        const why = (probe.check ?? check)(reply)
        if (why) failures.push(`${label} => ${reply.status} ${why}: ${reply.text.slice(0, 200)}`)
      } catch (error) {
        failures.push(`${label} => ${(error as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failures
}
