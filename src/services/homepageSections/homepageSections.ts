import type {
  CreateSectionInput,
  SectionReply,
  SectionSettings,
  UpdateSectionInput,
} from '../../schemas/homepageSections'
import { tenantCrud } from '../common/tenantCrud'
import { serializeSection } from './serializeSection'

/**
 * A tenant's sections by order. The collection checks a section's one required reference (its
 * type's) and stores nothing else.
 */
export const sectionService = tenantCrud<
  'homepage-sections',
  SectionReply,
  CreateSectionInput,
  UpdateSectionInput
>({
  collection: 'homepage-sections',
  label: 'Homepage section',
  sort: ['order', 'createdAt'],
  tenantFrom: 'path',
  serialize: serializeSection,
  toCreateData: ({ settings, templateId, tenantId, ...fields }) => ({
    ...fields,
    settings: settings ?? {},
    template: templateId ?? null,
    tenant: tenantId,
  }),
  // Settings sent are merged over what is stored (settings: null clears them); reordering or
  // toggling sends neither settings nor template, so the reference is left alone.
  toUpdateData: ({ settings: sent, templateId, tenantId, ...fields }, current) => {
    const stored = (current.settings ?? {}) as SectionSettings
    return {
      ...fields,
      ...(sent !== undefined ? { settings: sent === null ? {} : { ...stored, ...sent } } : {}),
      ...(templateId !== undefined ? { template: templateId } : {}),
      ...(tenantId ? { tenant: tenantId } : {}),
    }
  },
})
