import { describe, expect, it } from 'vitest'

import { isIsoDate } from './isIsoDate'
import type { FieldDef } from './recordData'
import { checkValue, validateRecordData } from './recordData'

const field = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  defaultValue: null,
  name,
  required: false,
  type,
  ...extra,
})

describe('checkValue', () => {
  it('should take numbers, numeric text, and empty values as null for a number field', () => {
    const price = field('price', 'number')
    expect(checkValue(price, 12.5)).toEqual({ value: 12.5 })
    expect(checkValue(price, ' 7 ')).toEqual({ value: 7 })
    expect(checkValue(price, '')).toEqual({ value: null })
    expect(checkValue(price, null)).toEqual({ value: null })
    expect(checkValue(price, 'cheap')).toEqual({ error: 'price must be a number' })
    expect(checkValue(price, true)).toEqual({ error: 'price must be a number' })
  })

  it('should check booleans, emails, urls, dates and text by type', () => {
    expect(checkValue(field('ok', 'boolean'), false)).toEqual({ value: false })
    expect(checkValue(field('ok', 'boolean'), 'yes')).toEqual({ error: 'ok must be true or false' })
    expect(checkValue(field('mail', 'email'), ' a@b.co ')).toEqual({ value: 'a@b.co' })
    expect(checkValue(field('mail', 'email'), 'a@')).toEqual({
      error: 'mail must be an email address',
    })
    expect(checkValue(field('link', 'url'), 'https://x.example/a')).toEqual({
      value: 'https://x.example/a',
    })
    expect(checkValue(field('link', 'url'), 'javascript:alert(1)')).toEqual({
      error: 'link must be a URL starting with http:// or https://',
    })
    expect(checkValue(field('on', 'date'), '2024-02-29')).toEqual({ value: '2024-02-29' })
    expect(checkValue(field('on', 'date'), '2023-02-29')).toEqual({
      error: 'on must be a date (YYYY-MM-DD or ISO 8601)',
    })
    expect(checkValue(field('t', 'text'), 5)).toEqual({ error: 't must be text' })
  })
})

describe('isIsoDate', () => {
  it('should accept ISO dates and date-times and refuse impossible or free-form dates', () => {
    for (const ok of [
      '2024-05-01',
      '2024-05-01T10:00',
      '2024-05-01T10:00:00.000Z',
      '2024-05-01T10:00:00+02:00',
    ])
      expect(isIsoDate(ok)).toBe(true)
    for (const bad of ['2024-02-30', '2024-13-01', 'May 1 2024', '2024-05-01T25:00', '1'])
      expect(isIsoDate(bad)).toBe(false)
  })

  it('should accept every year from 0001 to 9999, early years too, and refuse 0000 and 10000', () => {
    for (const ok of [
      '0001-01-01',
      '0015-01-01',
      '0099-12-31',
      '0169-01-01',
      '0004-02-29',
      '9999-12-31',
    ])
      expect(isIsoDate(ok), ok).toBe(true)
    for (const bad of ['0000-01-01', '10000-01-01', '0015-02-29', '+010000-01-01', '-0001-01-01'])
      expect(isIsoDate(bad), bad).toBe(false)
  })
})

describe('validateRecordData', () => {
  const fields = [
    field('name', 'text', { required: true }),
    field('price', 'number', { defaultValue: '10' }),
    field('inStock', 'boolean', { defaultValue: 'true' }),
  ]

  it('should apply defaults to absent keys on create only', () => {
    expect(validateRecordData({ applyDefaults: true, data: { name: 'Piano' }, fields })).toEqual({
      data: { name: 'Piano', price: 10, inStock: true },
    })
    expect(
      validateRecordData({ applyDefaults: true, data: { name: 'Piano', price: '' }, fields }),
    ).toEqual({
      data: { name: 'Piano', price: null, inStock: true },
    })
    expect(validateRecordData({ applyDefaults: false, data: { name: 'Piano' }, fields })).toEqual({
      data: { name: 'Piano' },
    })
  })

  it('should name unknown keys, wrong types and missing required values together', () => {
    const result = validateRecordData({
      applyDefaults: true,
      data: { name: ' ', price: 'x', colour: 'red', size: 1 },
      fields,
    })
    expect(result).toEqual({
      errors: {
        'data.colour': 'Unknown field: colour',
        'data.size': 'Unknown field: size',
        'data.name': 'name is required',
        'data.price': 'price must be a number',
      },
      message: 'Unknown fields: colour, size; name is required; price must be a number',
    })
  })
})

describe('validateRecordData with a field named __proto__', () => {
  it('should store it as a plain key, not as the prototype', () => {
    const data = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>
    const result = validateRecordData({
      applyDefaults: false,
      data,
      fields: [field('__proto__', 'text')],
    }) as { data: object }
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype)
    expect(Object.keys(result.data)).toEqual(['__proto__'])
  })
})
