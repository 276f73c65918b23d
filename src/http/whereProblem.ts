import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import { isDateValue } from './isDateValue'

/**
 * What is wrong with a Payload `where` (from `?where[...]` or `?where={json}`) that Payload would
 * answer with a 500 instead of a 400: a shape it does not expect, an operator its database adapter
 * cannot apply to the field's type, or a value the column cannot hold (a date that is no date, an id
 * that is no UUID). Unknown fields and operators are left to Payload, which refuses them itself.
 */

type Collections = Record<string, { config: Pick<SanitizedCollectionConfig, 'flattenedFields'> }>
type Kind = 'checkbox' | 'date' | 'id' | 'number' | 'opaque' | 'text'
type Resolved = { hasMany: boolean; kind: Kind }

const COMPARE = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const MATCH = ['like', 'not_like', 'contains']
const GEO = ['near', 'within', 'intersects']
const BASE = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists']
const OPERATORS = new Set([...BASE, ...COMPARE, ...MATCH, ...GEO])
const LIST = new Set(['in', 'not_in', 'all'])

const ALLOWED: Record<Kind, Set<string>> = {
  checkbox: new Set(['equals', 'not_equals', 'in', 'not_in', 'exists']),
  date: new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', ...COMPARE]),
  id: new Set([...BASE, ...MATCH]),
  number: new Set([...BASE, ...COMPARE]),
  opaque: OPERATORS,
  text: new Set([...BASE, ...COMPARE, ...MATCH]),
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isEmpty = (v: unknown) => v === null || v === 'null'

/** Why one value cannot be compared with a field of this kind, if it cannot. */
const valueProblem = (kind: Kind, value: unknown): string | undefined => {
  if (isEmpty(value) || kind === 'text') return undefined
  const text = String(value).trim()
  if (kind === 'id')
    return typeof value === 'string' && (value === '' || UUID.test(value))
      ? undefined
      : 'is not an id (a UUID)'
  if (kind === 'number')
    return text !== '' && Number.isFinite(Number(text)) ? undefined : 'is not a number'
  if (kind === 'checkbox')
    return ['true', 'false'].includes(text) ? undefined : 'is not true or false'
  return isDateValue(value) ? undefined : 'is not a date'
}

const kindOf = (field: FlattenedField): Kind => {
  switch (field.type) {
    case 'checkbox':
    case 'date':
    case 'number':
      return field.type
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? 'opaque' : 'id'
    case 'code':
    case 'email':
    case 'radio':
    case 'select':
    case 'text':
    case 'textarea':
      return 'text'
    default:
      return 'opaque'
  }
}

/** The field a dotted path names (`tenant.name` goes through the relationship), or undefined when unknown. */
const resolve = (
  fields: FlattenedField[],
  path: string[],
  collections: Collections,
): Resolved | undefined => {
  const [name, ...rest] = path
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field) return name === 'id' && rest.length === 0 ? { hasMany: false, kind: 'id' } : undefined
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (rest.length === 0) return { hasMany, kind: kindOf(field) }
  if ('flattenedFields' in field) return resolve(field.flattenedFields, rest, collections)
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string'
  ) {
    const related = collections[field.relationTo]
    return related ? resolve(related.config.flattenedFields, rest, collections) : undefined
  }
  return { hasMany: false, kind: 'opaque' }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isScalar = (v: unknown) => v === null || ['boolean', 'number', 'string'].includes(typeof v)

/** An array, or an object keyed 0, 1, 2... as `qs` leaves arrays past its limits. */
const listOf = (v: unknown): unknown[] | undefined => {
  if (Array.isArray(v)) return v
  if (isObject(v) && Object.keys(v).every((k) => /^\d+$/.test(k))) return Object.values(v)
  return undefined
}

type Args = {
  where: unknown
  fields: FlattenedField[]
  collections: Collections
  /** How the query names this part of the where, for the message (`where[or][0]`). */
  label?: string
}

export const whereProblem = ({
  collections,
  fields,
  label = 'where',
  where,
}: Args): string | undefined => {
  if (!isObject(where)) return `${label} must be conditions like ${label}[field][operator]=value`
  for (const [key, conditions] of Object.entries(where)) {
    const here = `${label}[${key}]`
    if (['and', 'or'].includes(key.toLowerCase())) {
      const list = listOf(conditions)
      if (!list) return `${here} must be a list: ${here}[0][field][operator]=value`
      for (const [i, item] of list.entries()) {
        const problem = whereProblem({ collections, fields, label: `${here}[${i}]`, where: item })
        if (problem) return problem
      }
      continue
    }
    if (!isObject(conditions)) return `${here} needs an operator: ${here}[equals]=value`
    const field = resolve(fields, key.split('.'), collections)
    for (const [operator, value] of Object.entries(conditions)) {
      const at = `${here}[${operator}]`
      if (!OPERATORS.has(operator) || !field) continue // Payload refuses these itself, with a 400
      if (
        !ALLOWED[field.kind].has(operator) ||
        (operator === 'all' && !field.hasMany) ||
        (GEO.includes(operator) && field.kind !== 'opaque')
      ) {
        return `${at}: ${operator} does not apply to ${key}`
      }
      if (operator === 'exists' || GEO.includes(operator) || field.kind === 'opaque') continue
      const values = LIST.has(operator)
        ? typeof value === 'string'
          ? value.split(',')
          : listOf(value)
        : [value]
      if (!values || !values.every(isScalar))
        return `${at} must be ${LIST.has(operator) ? 'a value or a list of values' : 'a single value'}`
      if (MATCH.includes(operator)) continue
      for (const one of values) {
        const problem = valueProblem(field.kind, one)
        if (problem) return `${at}: ${JSON.stringify(one)} ${problem}`
      }
    }
  }
  return undefined
}
