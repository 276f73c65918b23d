import { z } from 'zod'

import type { RouteSpec } from './defineRoute'

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
})

/**
 * An express path as an OpenAPI one: `:id` -> `{id}`, and the wildcards `*path` and the optional
 * `{/*path}` -> `/{path}` (the rest of the URL, slashes included).
 */
export const openApiPath = (expressPath: string): string =>
  `/api${expressPath
    .replace(/\{\/\*(\w+)\}/g, '/{$1}')
    .replace(/\{\*(\w+)\}/g, '{$1}')
    .replace(/\*(\w+)/g, '{$1}')
    .replace(/:(\w+)/g, '{$1}')}`

/** OpenAPI 3.1 for the documented /api, built from the routes' own zod schemas. */
export const buildOpenApi = (routes: RouteSpec[]) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    const params = [...route.path.matchAll(/[:*](\w+)/g)].map(([, name]) => ({
      in: 'path',
      name,
      required: true,
      schema: { type: 'string' },
    }))
    const query = route.query ? jsonSchema(route.query, 'input') : undefined
    const queryParams = Object.entries((query?.properties as Record<string, unknown>) ?? {}).map(
      ([name, schema]) => ({
        in: 'query',
        name,
        required: ((query?.required as string[]) ?? []).includes(name),
        schema,
      }),
    )
    const status = route.status ?? 200
    const responses: Record<string, unknown> = {
      [status]:
        status === 204
          ? { description: 'Done; no body' }
          : {
              description: 'Success',
              ...(route.response
                ? {
                    content: {
                      'application/json': { schema: jsonSchema(route.response, 'output') },
                    },
                  }
                : {}),
            },
      400: errorReply(
        'Invalid input: `message` says what is wrong, `errors` has field-level detail',
      ),
      ...(route.public || route.optionalSession ? {} : { 401: errorReply('No session') }),
      ...Object.fromEntries(
        Object.entries(route.errors ?? {}).map(([code, text]) => [
          code,
          errorReply(text as string),
        ]),
      ),
      500: errorReply('Unexpected server error'),
    }
    paths[path] ??= {}
    paths[path][route.method] = {
      operationId: `${route.method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...params, ...queryParams],
      ...(route.rawBody
        ? {
            requestBody: {
              required: true,
              description: route.rawBody.description,
              content: Object.fromEntries(
                route.rawBody.contentTypes.map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            },
          }
        : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses,
      ...(route.optionalSession
        ? { security: [{}, { sessionHeader: [] }, { sessionCookie: [] }] }
        : route.public
          ? { security: [] }
          : {}),
      summary: route.summary,
      tags: [route.tag],
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Site Generator CMS API',
      version: '1.0.0',
      description:
        "The documented /api. Every management call needs a session (X-Session-Id header or the sg_session cookie) and answers only on the admin's host; the public site's calls answer on every host, a tenant's domain included.",
    },
    components: {
      securitySchemes: {
        sessionHeader: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sg_session' },
      },
    },
    security: [{ sessionHeader: [] }, { sessionCookie: [] }],
    paths,
  }
}
