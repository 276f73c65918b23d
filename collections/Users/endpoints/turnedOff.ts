import type { Endpoint } from 'payload'

type Args = Pick<Endpoint, 'method' | 'path'> & { message: string }

/** Replaces one of Payload's auth endpoints with a 403 that says what to do instead. */
export const turnedOff = ({ message, method, path }: Args): Endpoint => ({
  method,
  path,
  handler: () => Response.json({ message }, { status: 403 }),
})
