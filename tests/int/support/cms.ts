import { request } from './http'

type GraphqlArgs = {
  variables?: Record<string, unknown>
  headers?: Record<string, string>
}

/** `POST /api/cms/graphql`, Payload's GraphQL, as the admin or any client would call it. */
export const graphql = (baseUrl: string, query: string, { headers, variables }: GraphqlArgs = {}) =>
  request(baseUrl, '/api/cms/graphql', { body: { query, variables }, headers, method: 'POST' })
