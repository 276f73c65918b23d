import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { whereProblem } from './whereProblem'

const tenants = [
  { name: 'name', type: 'text' },
  { name: 'createdAt', type: 'date' },
] as FlattenedField[]
const fields = [
  { name: 'title', type: 'text' },
  { name: 'tags', type: 'select', hasMany: true, options: [] },
  { name: 'order', type: 'number' },
  { name: 'done', type: 'checkbox' },
  { name: 'tenant', type: 'relationship', relationTo: 'tenants' },
  { name: 'owner', type: 'relationship', relationTo: ['users', 'tenants'] },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'publishedAt', type: 'date' }] },
  { name: 'data', type: 'json' },
] as FlattenedField[]
const collections = { tenants: { config: { flattenedFields: tenants } } }
const check = (where: unknown) => whereProblem({ collections, fields, where })
const ID = '0b9c6ad2-6d3b-4d0a-8f55-3f1f2f7f9a11'

describe('whereProblem', () => {
  it('should pass what Payload answers: values of the right kind, lists, nested and/or, paths through groups and relationships', () => {
    expect(
      check({
        or: [
          { title: { like: 'x' }, order: { greater_than: '3' }, done: { equals: 'true' } },
          {
            and: {
              0: { 'tenant.createdAt': { less_than: '2024-01-01' } },
              1: { tenant: { in: `${ID},${ID}` } },
            },
          },
        ],
        tags: { all: ['a', 'b'] },
        'seo.publishedAt': { exists: 'maybe' },
        id: { not_in: [ID] },
        data: { equals: { any: 'thing' } },
        'owner.value': { equals: 'anything' },
        unknown: { whatever: 1 },
        tenant: { equals: null },
      }),
    ).toBeUndefined()
  })

  it('should name the condition and what is wrong with it', () => {
    expect(check('x')).toBe('where must be conditions like where[field][operator]=value')
    expect(check({ or: 'x' })).toBe('where[or] must be a list: where[or][0][field][operator]=value')
    expect(check({ or: [{ and: [{ title: 'x' }] }] })).toBe(
      'where[or][0][and][0][title] needs an operator: where[or][0][and][0][title][equals]=value',
    )
    expect(check({ title: { equals: ['a'] } })).toBe('where[title][equals] must be a single value')
    expect(check({ title: { in: { a: 'b' } } })).toBe(
      'where[title][in] must be a value or a list of values',
    )
    expect(check({ title: { all: 'x' } })).toBe('where[title][all]: all does not apply to title')
    expect(check({ order: { like: '1' } })).toBe('where[order][like]: like does not apply to order')
    expect(check({ order: { equals: 'one' } })).toBe('where[order][equals]: "one" is not a number')
    expect(check({ done: { equals: 'yes' } })).toBe(
      'where[done][equals]: "yes" is not true or false',
    )
    expect(check({ 'seo.publishedAt': { greater_than: '99999-01-01' } })).toBe(
      'where[seo.publishedAt][greater_than]: "99999-01-01" is not a date',
    )
    expect(check({ tenant: { not_in: ['x'] } })).toBe(
      'where[tenant][not_in]: "x" is not an id (a UUID)',
    )
    expect(check({ 'tenant.createdAt': { near: '1,2' } })).toBe(
      'where[tenant.createdAt][near]: near does not apply to tenant.createdAt',
    )
  })
})
