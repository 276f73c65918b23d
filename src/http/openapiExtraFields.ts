import type { FieldAffectingData, SanitizedConfig } from 'payload'

import { extraFields } from '../config/extraFieldSpecs'

type Schema = Record<string, unknown>

const nullable = (type: string, more: Schema = {}): Schema => ({ type: [type, 'null'], ...more })

const optionValue = (option: unknown) =>
  typeof option === 'string' ? option : (option as { value: string }).value

/** A Payload field's value as JSON Schema, the way the documented API sends it. */
const fieldSchema = (field: FieldAffectingData): Schema => {
  const many = 'hasMany' in field && field.hasMany
  const one = (): Schema => {
    switch (field.type) {
      case 'number':
        return { type: 'number' }
      case 'checkbox':
        return { type: 'boolean' }
      case 'date':
        return { type: 'string', format: 'date-time' }
      case 'select':
      case 'radio':
        return { type: 'string', enum: field.options.map(optionValue) }
      case 'relationship':
      case 'upload':
        return { type: 'string', description: 'Id of the related document' }
      case 'array':
        // Its rows as Payload stores them: an `id` and the array's own fields.
        return { type: 'array', items: { type: 'object' } }
      case 'json':
      case 'group':
      case 'blocks':
      case 'richText':
      case 'point':
        return {}
      default:
        return { type: 'string' }
    }
  }
  const schema = one()
  if (many) return nullable('array', { items: schema })
  return typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : schema
}

const addProperties = (schema: Schema | undefined, fields: FieldAffectingData[]) => {
  const target = (schema?.type === 'array' ? schema.items : schema) as Schema | undefined
  if (!target || typeof target !== 'object') return
  target.properties = {
    ...(target.properties as Schema),
    ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
  }
}

// The documented calls whose bodies and replies carry a collection's added fields.
const COLLECTION_PATHS: [RegExp, string][] = [
  [/^\/api\/pages(\/\{id\})?$/, 'pages'],
  [/^\/api\/templates(\/\{id\})?$/, 'templates'],
  [/^\/api\/(records(\/\{id\})?|datasets\/\{id\}\/records)$/, 'dataset-records'],
]

type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>
}

/** Adds the fields developers added through the plugin's overrides to the OpenAPI description. */
export const withExtraFieldDocs = <T extends { paths: Record<string, Record<string, unknown>> }>(
  openapi: T,
  config: Pick<SanitizedConfig, 'custom'>,
): T => {
  for (const [path, methods] of Object.entries(openapi.paths))
    for (const operation of Object.values(methods) as Operation[]) {
      const slug = COLLECTION_PATHS.find(([pattern]) => pattern.test(path))?.[1]
      const fields = slug ? extraFields(config, slug) : []
      if (!fields.length) continue
      addProperties(operation.requestBody?.content['application/json']?.schema, fields)
      for (const reply of Object.values(operation.responses ?? {}))
        addProperties(reply.content?.['application/json']?.schema, fields)
    }
  return openapi
}
