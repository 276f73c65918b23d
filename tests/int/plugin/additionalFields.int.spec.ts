/**
 * The "Additional fields" section of the admin's page and record forms, rendered from the fields a
 * config's overrides added: a labelled input per field, its type following the field's, a server
 * message tied to its input; and the values it sends to /api.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AdditionalFields } from '../../../admin-views/ui/AdditionalFields'
import { extraBody, extraFormValues } from '../../../admin-views/lib/extraFieldValues'
import { appConfig } from '../../../payload.config'
import { extraFieldSpecs } from '../../../src/config/extraFieldSpecs'

const specs = async () => {
  const config = await appConfig({
    collections: {
      pages: {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'subtitle', type: 'text', required: true },
            { name: 'summaryNote', type: 'textarea', label: 'Summary' },
            { name: 'rating', type: 'number' },
            { name: 'pinned', type: 'checkbox' },
            { name: 'mood', type: 'select', options: [{ label: 'Calm', value: 'calm' }, 'loud'] },
            { name: 'reviewedOn', type: 'date' },
            { name: 'relatedCategory', type: 'relationship', relationTo: 'categories' },
            { name: 'tags', type: 'text', hasMany: true },
            { name: 'moods', type: 'select', hasMany: true, options: ['calm', 'loud'] },
          ],
        },
      },
    },
  })
  return extraFieldSpecs(config, 'pages')
}

/** The start tag of the element with this id. */
const tagOf = (html: string, id: string) =>
  html.match(new RegExp(`<[^<>]*id="${id}"[^<>]*>`))?.[0] ?? ''

const render = (element: React.ReactElement) =>
  renderToStaticMarkup(
    React.createElement(QueryClientProvider, { client: new QueryClient() }, element),
  )

describe('Additional fields', () => {
  it('should describe each added field the forms can edit, from the config', async () => {
    expect(await specs()).toEqual([
      { name: 'subtitle', label: 'Subtitle', type: 'text', required: true },
      { name: 'summaryNote', label: 'Summary', type: 'textarea', required: false },
      { name: 'rating', label: 'Rating', type: 'number', required: false },
      { name: 'pinned', label: 'Pinned', type: 'checkbox', required: false },
      {
        name: 'mood',
        label: 'Mood',
        type: 'select',
        required: false,
        options: [
          { label: 'Calm', value: 'calm' },
          { label: 'loud', value: 'loud' },
        ],
      },
      { name: 'reviewedOn', label: 'Reviewed On', type: 'date', required: false },
      {
        name: 'relatedCategory',
        label: 'Related Category',
        type: 'relationship',
        required: false,
        relationTo: 'categories',
        titleField: 'name',
      },
      {
        name: 'moods',
        label: 'Moods',
        type: 'select',
        required: false,
        hasMany: true,
        options: [
          { label: 'calm', value: 'calm' },
          { label: 'loud', value: 'loud' },
        ],
      },
    ])
  })

  it('should render a hasMany select as a group of checkboxes named by its label, the chosen ones ticked', async () => {
    const fields = await specs()
    const html = render(
      React.createElement(AdditionalFields, {
        errors: { moods: 'This field has an invalid selection' },
        fields,
        idPrefix: 'f',
        onChange: () => {},
        values: extraFormValues(fields, { moods: ['loud'] }),
      }),
    )
    expect(tagOf(html, 'f-extra-moods')).toMatch(
      /^<fieldset aria-describedby="f-extra-moods-error"/,
    )
    expect(html).toMatch(/id="f-extra-moods"[^>]*><legend[^>]*>Moods<\/legend>/)
    expect(html).toMatch(/<input type="checkbox"\/>calm<\/label>/)
    expect(html).toMatch(/<input type="checkbox" checked=""\/>loud<\/label>/)
    expect(html).toContain(
      'id="f-extra-moods-error" role="alert">This field has an invalid selection',
    )
  })

  it('should render a labelled input of the right type per field, and tie a message to its input', async () => {
    const fields = await specs()
    const html = render(
      React.createElement(AdditionalFields, {
        errors: { mood: 'This field has an invalid selection' },
        fields,
        idPrefix: 'f',
        onChange: () => {},
        values: { ...extraFormValues(fields, { rating: 4, pinned: true }), mood: 'loud' },
      }),
    )
    expect(html).toContain(
      '<h3 class="tw:m-0 tw:text-base tw:font-semibold">Additional fields</h3>',
    )
    for (const [name, label] of [
      ['subtitle', 'Subtitle'],
      ['summaryNote', 'Summary'],
      ['rating', 'Rating'],
      ['mood', 'Mood'],
      ['reviewedOn', 'Reviewed On'],
      ['relatedCategory', 'Related Category'],
    ])
      expect(html).toMatch(new RegExp(`<label [^>]*for="f-extra-${name}"[^>]*>${label}`))
    expect(tagOf(html, 'f-extra-subtitle')).toMatch(/^<input .*aria-required="true"/)
    expect(tagOf(html, 'f-extra-summaryNote')).toMatch(/^<textarea /)
    expect(tagOf(html, 'f-extra-rating')).toMatch(/^<input .*type="number".*value="4"/)
    expect(tagOf(html, 'f-extra-reviewedOn')).toMatch(/^<input .*type="date"/)
    expect(tagOf(html, 'f-extra-pinned')).toMatch(/^<input .*type="checkbox".*checked=""/)
    expect(html).toContain('checked=""/>Pinned</label>')
    expect(tagOf(html, 'f-extra-mood')).toMatch(
      /^<select .*aria-describedby="f-extra-mood-error" aria-invalid="true"/,
    )
    expect(tagOf(html, 'f-extra-mood-error')).toMatch(/^<p /)
    expect(html).toContain(
      'id="f-extra-mood-error" role="alert">This field has an invalid selection',
    )
    expect(tagOf(html, 'f-extra-relatedCategory')).toMatch(/^<select /)
    expect(html).toContain('<option value="calm">Calm</option>')
    expect(html).toMatch(/<select[^>]*id="f-extra-relatedCategory"/)
    expect(html).not.toContain('f-extra-tags')
  })

  it('should render nothing when the config adds no field', () => {
    const html = render(
      React.createElement(AdditionalFields, {
        errors: {},
        fields: [],
        idPrefix: 'f',
        onChange: () => {},
        values: {},
      }),
    )
    expect(html).toBe('')
  })

  it('should send numbers, booleans, ISO dates and ids, and null for a blank input', async () => {
    const fields = await specs()
    expect(
      extraBody(fields, {
        subtitle: 'Hello',
        summaryNote: '',
        rating: '4.5',
        pinned: true,
        mood: 'calm',
        reviewedOn: '2024-03-01',
        relatedCategory: 'c1',
        moods: ['loud', 'calm'],
      }),
    ).toEqual({
      subtitle: 'Hello',
      summaryNote: null,
      rating: 4.5,
      pinned: true,
      mood: 'calm',
      reviewedOn: '2024-03-01T00:00:00.000Z',
      relatedCategory: 'c1',
      moods: ['loud', 'calm'],
    })
  })
})
