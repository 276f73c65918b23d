import { crudRoutes } from '../src/http/crudRoutes'
import { sectionService } from '../src/services/homepageSections/homepageSections'
import { listPublicSections } from '../src/services/public/layout/siteLayout'
import {
  createSectionSchema,
  sectionSchema,
  updateSectionSchema,
} from '../src/schemas/homepageSections'

export const homepageSectionRoutes = crudRoutes({
  path: '/homepage-sections',
  tag: 'Homepage sections',
  service: sectionService,
  reply: sectionSchema,
  list: {
    summary:
      "A tenant's homepage sections by order: all of them when signed in, the active ones of a served tenant without a session (the public site)",
    withoutSession: listPublicSections,
  },
  create: {
    summary:
      'Add a section: page_type needs settings.pageTypeId, category settings.categoryId, template_cards templateId (all of the same tenant); custom_content takes settings.content',
    body: createSectionSchema,
  },
  update: {
    method: 'patch',
    summary: 'Change some of a section (move up/down, toggle active, inline edit); its type stays',
    body: updateSectionSchema,
  },
  remove: { summary: 'Delete a homepage section' },
})
