import type { Resolver } from 'react-hook-form'

import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { schemaResolver } from '../../lib/form'
import type { PageFrameValues } from '../templates/pageFrame'
import { newPageFrameValues, pageFrameValues } from '../templates/pageFrame'
import {
  panelIdFields,
  updatePageTypeSchema,
  URL_STRUCTURE_MESSAGE,
  urlStructureIsValid,
} from '../../../src/schemas/pageTypes'

/** What the page type dialog holds: the API's fields as the inputs give them ('' for no panel). */
export type PageTypeFormValues = PageFrameValues & {
  description: string
  isDefault: boolean
  name: string
  slug: string
  urlStructure: string
  useCategoryStructure: boolean
}

/** The spec's default title of a page type's related pages (section 9). */
const RELATED_POSTS_TITLE = 'Related Posts'

const fieldRules = schemaResolver<PageTypeFormValues>(updatePageTypeSchema.omit({ tenantId: true }))

/**
 * The dialog's rules: the API's own field rules (the tenant is the header's, added on create) plus the
 * URL structure rule with the spec's message, so the form refuses what the server would. The URL rule
 * is checked beside the schema, not as its refinement: a blank slug stops zod before refinements run,
 * and one submit should show every message at once.
 */
export const pageTypeResolver: Resolver<PageTypeFormValues> = async (values, context, options) => {
  const result = await fieldRules(values, context, options)
  if (urlStructureIsValid(values) || result.errors.urlStructure) return result
  return {
    errors: { ...result.errors, urlStructure: { message: URL_STRUCTURE_MESSAGE, type: 'custom' } },
    values: {},
  }
}

export const newPageTypeValues = (): PageTypeFormValues => ({
  ...newPageFrameValues(RELATED_POSTS_TITLE),
  description: '',
  isDefault: false,
  name: '',
  slug: '',
  urlStructure: '',
  useCategoryStructure: false,
})

export const pageTypeValues = (pageType: PageTypeReply): PageTypeFormValues => ({
  ...pageFrameValues(pageType, RELATED_POSTS_TITLE),
  description: pageType.description ?? '',
  isDefault: pageType.isDefault,
  name: pageType.name,
  slug: pageType.slug,
  urlStructure: pageType.urlStructure ?? '',
  useCategoryStructure: pageType.useCategoryStructure,
})

type Parsed = Partial<Record<keyof PageTypeFormValues, unknown>>

/** POST /api/page-types: every field, the tenant, and each panel id or null (spec section 7). */
export const createBody = (values: Parsed, tenantId: string) => ({
  ...values,
  ...Object.fromEntries(panelIdFields.map((key) => [key, values[key] || null])),
  tenantId,
})

/** PUT /api/page-types/:id: the fields plus the tenant, empty panel ids left out (spec section 7). */
export const updateBody = (values: Parsed, tenantId: null | string) => {
  const body: Record<string, unknown> = { ...values, tenantId: tenantId ?? undefined }
  for (const key of panelIdFields) if (!values[key]) delete body[key]
  return body
}
