import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { updateByIdRoute } from '../src/http/docRoutes'
import {
  createUser,
  endUserSessions,
  getUser,
  listUsers,
  resetTwoFactor,
  updateUser,
} from '../src/services/users/users'
import {
  createUserSchema,
  inviteUserSchema,
  updateUserSchema,
  userSchema,
} from '../src/schemas/users'
import { inviteUser, resendInvitation } from '../src/services/users/invite'

const tag = 'Users'
const notFound = { 404: 'User not found' }

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/users',
    summary:
      'Users by username, with role, tenants and open sessions (anyone else sees only themselves)',
    tag,
    response: z.array(userSchema),
    handler: ({ payload, user }) => listUsers({ payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/users',
    status: 201,
    summary: 'Add a user with a first password (administrators only); role defaults to editor',
    tag,
    body: createUserSchema,
    response: userSchema,
    errors: { 403: 'Only administrators can add users' },
    handler: ({ body, payload, user }) => createUser({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/users/invite',
    status: 201,
    summary:
      'Invite a user by email (administrators only; needs SMTP_URL): they choose their password from the link, which works for 7 days',
    tag,
    body: inviteUserSchema,
    response: userSchema,
    errors: {
      403: 'Only administrators can add users',
      502: 'The mail server did not take the invitation (the user is not added)',
      503: 'Email is not configured',
    },
    handler: async ({ body, payload, user }) => {
      const id = await inviteUser({ input: body, payload, user })
      return getUser({ id, payload, user })
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/:id/invite',
    summary:
      'Send a user who has not accepted yet a new invitation link (the old one stops working)',
    tag,
    response: userSchema,
    errors: {
      ...notFound,
      502: 'The mail server did not take the invitation',
      503: 'Email is not configured',
    },
    handler: async ({ params, payload, user }) => {
      await resendInvitation({ id: params.id, payload, user })
      return getUser({ id: params.id, payload, user })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/:id',
    summary: 'One user',
    tag,
    response: userSchema,
    errors: notFound,
    handler: ({ params, payload, user }) => getUser({ id: params.id, payload, user }),
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/users',
    summary:
      'Change a user: role, tenants, a new password, or deactivate (active: false) and reactivate',
    tag,
    body: updateUserSchema,
    response: userSchema,
    errors: { ...notFound, 403: 'Only administrators can manage other users' },
    update: updateUser,
  }),
  defineRoute({
    method: 'post',
    path: '/users/:id/two-factor/reset',
    summary: "Switch off a user's two-factor sign-in, for someone who lost their app",
    tag,
    response: userSchema,
    errors: { ...notFound, 403: 'Only administrators can manage other users' },
    handler: ({ params, payload, user }) => resetTwoFactor({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/users/:id/sessions',
    status: 204,
    summary: "End a user's sessions (your own: all but this one)",
    tag,
    errors: notFound,
    handler: ({ params, payload, req, user }) =>
      endUserSessions({ id: params.id, payload, req, user }),
  }),
]
