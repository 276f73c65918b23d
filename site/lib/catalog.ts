import type { TemplateCardSet } from '../../src/services/public/types'

/** Where 'View More' leads: /template-catalog/{template name slugified}. */
export const catalogUrl = (set: Pick<TemplateCardSet, 'slug'>): string =>
  `/template-catalog/${set.slug}`
