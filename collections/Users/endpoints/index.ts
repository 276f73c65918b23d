import type { Endpoint } from 'payload'

import { TOKENS_TURNED_OFF } from '../hooks/refuseTokenOperations'
import { logout } from './logout'
import { refreshToken } from './refreshToken'
import { turnedOff } from './turnedOff'

/**
 * Payload's auth endpoints on `users` that would hand out a JWT, or a way to one, replaced: a
 * collection's own endpoints are matched before Payload's defaults (collections/config/sanitize.js
 * appends those after them). `/me`, `/init`, `/access` and `/unlock` (administrators only, see the
 * collection's access) stay Payload's.
 */
export const authEndpoints: Endpoint[] = [
  // Sign-in is POST /api/auth/login only: its per-address limit needs the client address, which
  // Payload's endpoints (behind Next) cannot know for sure.
  turnedOff({ method: 'post', path: '/login', message: TOKENS_TURNED_OFF }),
  refreshToken,
  logout,
  turnedOff({
    method: 'post',
    path: '/first-register',
    message:
      'The first administrator is created at start-up (ADMIN_USERNAME, ADMIN_PASSWORD); administrators add the other users',
  }),
  turnedOff({
    method: 'post',
    path: '/forgot-password',
    message: 'Password reset by e-mail is turned off: ask an administrator to set a new password',
  }),
  turnedOff({
    method: 'post',
    path: '/reset-password',
    message: 'Password reset by e-mail is turned off: ask an administrator to set a new password',
  }),
  turnedOff({
    method: 'post',
    path: '/verify/:id',
    message: 'E-mail verification is not used: accounts are created by administrators',
  }),
]
