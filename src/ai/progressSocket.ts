import type http from 'node:http'
import type { Duplex } from 'node:stream'

import type { Payload } from 'payload'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'

import { readSessionId } from '../auth/readSessionId'
import { findSessionUser } from '../auth/sessions'

export const PROGRESS_PATH = '/ws/ai-progress'

type Args = {
  payload: Payload
  server: http.Server
  /** Upgrades on other paths (Next's dev HMR socket); without it they are refused. */
  fallback?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void
}

const refuse = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * The AI progress channel at `/ws/ai-progress`, for signed-in users only (session cookie, or the
 * session id as `X-Session-Id` or `?sessionId=` since browsers cannot set headers on a WebSocket).
 */
export const attachProgressSocket = ({ fallback, payload, server }: Args) => {
  const wss = new WebSocketServer({ noServer: true })
  const clients = new Set<WebSocket>()

  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url || '/', 'http://localhost')
    if (url.pathname !== PROGRESS_PATH) {
      if (fallback) return fallback(req, socket, head)
      return refuse(socket, '404 Not Found')
    }
    try {
      const querySession = url.searchParams.get('sessionId') || undefined
      const sessionId = readSessionId({ ...req.headers, 'x-session-id': querySession ?? (req.headers['x-session-id'] as string) })
      const user = sessionId ? await findSessionUser(payload, sessionId) : null
      if (!user) return refuse(socket, '401 Unauthorized')
      wss.handleUpgrade(req, socket, head, (ws) => {
        clients.add(ws)
        ws.on('close', () => clients.delete(ws))
      })
    } catch {
      refuse(socket, '500 Internal Server Error')
    }
  })

  return {
    broadcast: (message: unknown) => {
      const text = JSON.stringify(message)
      for (const ws of clients) if (ws.readyState === ws.OPEN) ws.send(text)
    },
    close: () => {
      for (const ws of clients) ws.close(1001, 'Server shutting down')
      wss.close()
    },
  }
}
