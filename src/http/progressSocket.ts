import type http from 'node:http'
import type { Duplex } from 'node:stream'

import type { Payload } from 'payload'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'

import { readSessionId } from '../auth/readSessionId'
import { isAdminHost } from '../config/adminHost'
import { findSessionUser, toSessionUser } from '../auth/sessions'
import type { SessionUser } from '../auth/sessions'
import { isCrossSite } from './sameSite'
import type { TrustProxy } from './sameSite'
import { settings } from '../config/settings'
import { requestUrl } from '../utilities/requestUrl'
import type { ProgressAudience } from '../jobs/progress/types'
import { mayHear } from './mayHear'

const PROGRESS_PATH = '/ws/ai-progress'

type Args = {
  payload: Payload
  server: http.Server
  /** Upgrades on other paths (Next's dev HMR socket); without it they are refused. */
  fallback?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Express's `trust proxy` (for the request's own host behind a proxy); none trusted without it. */
  trustProxy?: TrustProxy
}

const refuse = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * The AI progress channel at `/ws/ai-progress`, for signed-in users only (session cookie, or the
 * session id as `X-Session-Id` or `?sessionId=` since browsers cannot set headers on a WebSocket),
 * on the admin's host only.
 */
export const attachProgressSocket = ({
  fallback,
  payload,
  server,
  trustProxy = () => false,
}: Args) => {
  const wss = new WebSocketServer({ noServer: true })
  // Each client with its user (an editor only hears about the runs they may read) and session.
  const clients = new Map<WebSocket, { token: string; user: SessionUser }>()

  // A socket lives only as long as its session: signed out (on any process, through any door),
  // expired, or the user deleted, and it is closed; a changed role or tenant list applies at once.
  const recheck = async () => {
    for (const [ws, client] of clients) {
      const user = await findSessionUser(payload, client.token).catch(() => undefined)
      if (user === undefined) continue
      if (!user) ws.close(4401, 'Session ended')
      else client.user = toSessionUser(user)
    }
  }
  // How often: WS_SESSION_RECHECK_MS.
  const rechecking = setInterval(() => void recheck(), settings().WS_SESSION_RECHECK_MS)
  rechecking.unref()

  server.on('upgrade', async (req, socket, head) => {
    // Like the admin it serves, the socket (and Next's dev socket) exists only on the admin's host.
    if (!isAdminHost(req.headers.host)) return refuse(socket, '404 Not Found')
    const url = requestUrl(req.url)
    if (url.pathname !== PROGRESS_PATH) {
      if (fallback) return fallback(req, socket, head)
      return refuse(socket, '404 Not Found')
    }
    try {
      const querySession = url.searchParams.get('sessionId') || undefined
      // Signed in by the cookie alone, the socket must be opened by a page of this site (browsers
      // always send Origin on a WebSocket, and SameSite does not keep the cookie off it).
      if (!querySession && !req.headers['x-session-id'] && isCrossSite(req, trustProxy))
        return refuse(socket, '403 Forbidden')
      const token = readSessionId({
        ...req.headers,
        'x-session-id': querySession ?? (req.headers['x-session-id'] as string),
      })
      const user = token ? await findSessionUser(payload, token) : null
      if (!user) return refuse(socket, '401 Unauthorized')
      const sessionUser = toSessionUser(user)
      wss.handleUpgrade(req, socket, head, (ws) => {
        clients.set(ws, { token: token as string, user: sessionUser })
        ws.on('close', () => clients.delete(ws))
      })
    } catch {
      refuse(socket, '500 Internal Server Error')
    }
  })

  return {
    /**
     * Sends to every signed-in client who may read the run (`mayHear`: its tenant's users and those
     * who may read its dataset; nobody named, administrators only), like the log collections.
     */
    broadcast: (message: unknown, audience: ProgressAudience = { tenantId: null }) => {
      const text = JSON.stringify(message)
      for (const [ws, { user }] of clients) {
        if (mayHear(user, audience) && ws.readyState === ws.OPEN) ws.send(text)
      }
    },
    close: () => {
      clearInterval(rechecking)
      for (const ws of clients.keys()) ws.close(1001, 'Server shutting down')
      wss.close()
    },
  }
}
