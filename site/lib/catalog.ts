import type { TemplateCardSet } from '../../src/services/public/types'

/**
 * Where 'View More' leads: the catalog's one URL, the template's index URL when it has one, else
 * /template-catalog/{template name slugified} (the spec's; with an index URL that path answers 301).
 */
export const catalogUrl = (set: Pick<TemplateCardSet, 'slug' | 'indexUrl'>): string =>
  set.indexUrl ?? `/template-catalog/${set.slug}`
