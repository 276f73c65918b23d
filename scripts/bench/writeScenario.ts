/**
 * The write scenario: records are written at BENCH_WRITES_PER_SECOND (20) into the dataset of one
 * template, through the documented API of the product itself, while autocannon requests cached pages
 * of another template and the blog. Measured in pairs, idle then writing, so a busy machine slows both
 * halves alike; the goal is on the ratio. Then how soon a page that shows the written dataset (the
 * write template's catalog, whose description counts its pages) shows each new record.
 */
import { ADMIN_PASSWORD, getPage, measure } from './load'
import type { Row } from './load'
import { WRITE_TEMPLATE } from './siteSeed'

const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND || 20)
const PAIRS = Number(process.env.BENCH_WRITE_PAIRS || 2)

const signIn = async (base: string) => {
  const res = await fetch(`${base}/api/auth/login`, {
    body: JSON.stringify({ password: ADMIN_PASSWORD, username: 'admin' }),
    headers: { 'content-type': 'application/json' },
    method: 'POST',
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return String(((await res.json()) as { sessionId: string }).sessionId)
}

type Writer = { stop: () => Promise<{ written: number; failed: number; p99: number }> }

/** Writes records at a steady rate until stopped; each POST waits for nothing but its own answer. */
const startWriter = (base: string, session: string, datasetId: string, tag: string): Writer => {
  let n = 0
  let failed = 0
  const times: number[] = []
  const inFlight = new Set<Promise<void>>()
  const write = () => {
    const i = n++
    const started = performance.now()
    const done = fetch(`${base}/api/records`, {
      body: JSON.stringify({
        datasetId,
        data: { name: `${tag} ${i}`, label: `Written ${tag} ${i}` },
      }),
      headers: { 'content-type': 'application/json', 'x-session-id': session },
      method: 'POST',
    })
      .then(async (res) => {
        await res.arrayBuffer()
        if (res.status !== 201 && res.status !== 200) failed += 1
        times.push(performance.now() - started)
      })
      .catch(() => void (failed += 1))
      .finally(() => inFlight.delete(done))
    inFlight.add(done)
  }
  const timer = setInterval(write, 1000 / WRITES_PER_SECOND)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(inFlight)
      times.sort((a, b) => a - b)
      return { written: n, failed, p99: Math.round(times[Math.floor(times.length * 0.99)] ?? 0) }
    },
  }
}

const pageText = async (port: number, path: string) => (await getPage(port, path)).body.toString()

/** How long after a write's answer the catalog of the written template counts the new record. */
const freshness = async (port: number, session: string, datasetId: string) => {
  const base = `http://127.0.0.1:${port}`
  const catalog = `/template-catalog/${WRITE_TEMPLATE.name.toLowerCase().replace(/\s+/g, '-')}`
  const countOf = (html: string) => Number(/Browse all (\d+) /.exec(html)?.[1] ?? NaN)
  let expected = countOf(await pageText(port, catalog))
  const delays: number[] = []
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/records`, {
      body: JSON.stringify({
        datasetId,
        data: { name: `fresh ${Date.now()} ${i}`, label: 'Fresh' },
      }),
      headers: { 'content-type': 'application/json', 'x-session-id': session },
      method: 'POST',
    })
    await res.arrayBuffer()
    expected += 1
    const written = performance.now()
    while (countOf(await pageText(port, catalog)) < expected) {
      if (performance.now() - written > 5000) break
      await new Promise((r) => setTimeout(r, 10))
    }
    delays.push(performance.now() - written)
  }
  return Math.round(Math.max(...delays))
}

type Args = { port: number; datasetId: string; paths: string[] }

export const writeScenario = async ({ datasetId, paths, port }: Args) => {
  const base = `http://127.0.0.1:${port}`
  const session = await signIn(base)
  for (const path of paths) {
    const { status } = await getPage(port, path)
    if (status !== 200) throw new Error(`write scenario: ${path} answered ${status}`)
  }
  let next = 0
  const nextPath = () => paths[next++ % paths.length]
  const rows: Row[] = []
  const writes: Awaited<ReturnType<Writer['stop']>>[] = []
  for (let pair = 0; pair < PAIRS; pair++) {
    rows.push(await measure({ nextPath, port, scenario: 'other pages, idle' }))
    const writer = startWriter(base, session, datasetId, `w${pair}`)
    rows.push(
      await measure({ nextPath, port, scenario: `other pages, ${WRITES_PER_SECOND} writes/s` }),
    )
    writes.push(await writer.stop())
  }
  return { rows, writes, freshMs: await freshness(port, session, datasetId) }
}
