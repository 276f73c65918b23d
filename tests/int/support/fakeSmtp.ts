/**
 * A local mail server for tests (the maintained `smtp-server`, nodemailer's own): it takes every
 * message, keeps it, and lets a test wait for one. The product sends to it through SMTP_URL with
 * Payload's nodemailer adapter, unchanged.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type Mail = { to: string[]; from: string; subject: string; text: string; raw: string }

/** Quoted-printable (what nodemailer uses for long or non-ASCII lines) back to text. */
const fromQuotedPrintable = (body: string): string => {
  const bytes: number[] = []
  const soft = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

const parse = (raw: string, to: string[], from: string): Mail => {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? ''
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
  const base64 = /base64/i.test(header('Content-Transfer-Encoding'))
  const text = quoted
    ? fromQuotedPrintable(body)
    : base64
      ? Buffer.from(body, 'base64').toString('utf8')
      : body
  return { from, raw, subject: header('Subject'), text: text.replace(/\r\n/g, '\n').trim(), to }
}

export type FakeSmtp = {
  url: string
  port: number
  mails: Mail[]
  /** The first message (already in or arriving within `timeoutMs`) that `match` accepts. */
  waitFor: (match: (mail: Mail) => boolean, timeoutMs?: number) => Promise<Mail>
  close: () => Promise<void>
}

export const startFakeSmtp = async ({ port = 0 }: { port?: number } = {}): Promise<FakeSmtp> => {
  const mails: Mail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), to, from))
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  const waitFor: FakeSmtp['waitFor'] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = mails.find(match)
        if (!found) return false
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`No matching mail within ${timeoutMs} ms (${mails.length} received)`))
      }, timeoutMs)
      if (!check()) waiters.add(check)
    })
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
    mails,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    waitFor,
  }
}
