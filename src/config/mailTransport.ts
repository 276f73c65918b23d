/** SMTP_URL and SMTP_FROM as Payload's nodemailer adapter takes them. */

/** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://...:465` (TLS). */
export const smtpOptions = (url: string) => {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    auth: parsed.username
      ? { pass: decodeURIComponent(parsed.password), user: decodeURIComponent(parsed.username) }
      : undefined,
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
  }
}

/** `Name <address>` or an address. */
export const mailSender = (from: string) => {
  const named = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from)
  if (named) return { defaultFromAddress: named[2], defaultFromName: named[1] || named[2] }
  return { defaultFromAddress: from.trim(), defaultFromName: from.trim() }
}
