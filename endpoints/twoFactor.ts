import { z } from 'zod'

import { readSessionId } from '../src/auth/readSessionId'
import { clientAddressKey } from '../src/http/clientAddressKey'
import { defineRoute } from '../src/http/defineRoute'
import {
  twoFactorCodeSchema,
  twoFactorConfirmReplySchema,
  twoFactorSetupReplySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../src/schemas/auth'
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  twoFactorStatus,
} from '../src/services/auth/twoFactor'

const TOO_MANY =
  'Too many wrong passwords from this address, or wrong codes on this account; Retry-After says when to try again'

/** The signed-in user's own two-factor sign-in: every user manages theirs, nobody else's. */
export const twoFactorRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/two-factor',
    summary:
      "Whether the signed-in user's two-factor sign-in is on (or set up and awaiting its first code)",
    tag: 'Auth',
    response: twoFactorStatusSchema,
    handler: ({ payload, user }) => twoFactorStatus({ payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-factor/setup',
    summary:
      'Start setting up two-factor sign-in (the password again): a new secret, its otpauth URL and QR code, awaiting a first code',
    tag: 'Auth',
    body: twoFactorSetupSchema,
    response: twoFactorSetupReplySchema,
    errors: { 409: 'Two-factor sign-in is already on', 429: TOO_MANY },
    handler: ({ body, payload, req, user }) =>
      startTwoFactor({
        clientKey: clientAddressKey(req.ip),
        password: body.password,
        payload,
        user,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-factor/confirm',
    summary:
      "Turn two-factor sign-in on with the app's first code; answers the recovery code, once. Every other session of the user ends",
    tag: 'Auth',
    body: twoFactorCodeSchema,
    response: twoFactorConfirmReplySchema,
    errors: { 409: 'Two-factor sign-in is already on', 429: TOO_MANY },
    handler: ({ body, payload, req, user }) =>
      confirmTwoFactor({
        code: body.code,
        payload,
        sessionToken: readSessionId(req.headers),
        user,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-factor/disable',
    summary:
      'Turn two-factor sign-in off with a code from the app or the recovery code. Every other session of the user ends',
    tag: 'Auth',
    body: twoFactorCodeSchema,
    response: z.object({ enabled: z.literal(false), pending: z.literal(false) }),
    errors: { 429: TOO_MANY },
    handler: ({ body, payload, req, user }) =>
      disableTwoFactor({
        code: body.code,
        payload,
        sessionToken: readSessionId(req.headers),
        user,
      }),
  }),
]
