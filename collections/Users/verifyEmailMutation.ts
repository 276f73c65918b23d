import type { Config } from 'payload'
import { APIError } from 'payload'

type Mutations = NonNullable<NonNullable<Config['graphQL']>['mutations']>

/**
 * GraphQL's `verifyEmailUser` answers a clear 404 instead of Payload's internal error: accounts are made
 * by an administrator, never verified by e-mail (REST's `/users/verify/:token` is not found either).
 */
export const withoutEmailVerification =
  (mutations?: Mutations): Mutations =>
  (GraphQL, context) => ({
    ...(mutations?.(GraphQL, context) ?? {}),
    verifyEmailUser: {
      type: GraphQL.GraphQLBoolean,
      args: { token: { type: GraphQL.GraphQLString } },
      resolve: () => {
        throw new APIError(
          'E-mail verification is not used: an administrator makes every account',
          404,
          undefined,
          true,
        )
      },
    },
  })
