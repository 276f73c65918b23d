import type { SectionReply } from '../../schemas/homepageSections'
import type { HomepageSection } from '../../payload-types'
import { refId } from '../../utilities/refId'

const asSettings = (value: HomepageSection['settings']): SectionReply['settings'] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as SectionReply['settings'])
    : {}

export const serializeSection = (section: HomepageSection): SectionReply => ({
  id: String(section.id),
  tenantId: refId(section.tenant),
  sectionType: section.sectionType,
  title: section.title,
  itemCount: section.itemCount ?? 3,
  order: section.order ?? 0,
  isActive: section.isActive ?? true,
  templateId: refId(section.template),
  settings: asSettings(section.settings),
  createdAt: section.createdAt,
  updatedAt: section.updatedAt,
})
