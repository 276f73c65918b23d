import type { Payload } from 'payload'

import type { SectionSettings, SectionType } from '../../../endpoints/schemas/homepageSections'
import { HttpError } from '../../http/HttpError'
import { assertTenantRef } from '../common/assertTenantRef'

type Args = {
  payload: Payload
  sectionType: SectionType
  settings: SectionSettings | null | undefined
  templateId: string | null | undefined
  tenantId: string
}

const missing = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message })

/**
 * What a section of this type stores: its one required reference, checked to exist on the same
 * tenant, and nothing else. Keys that belong to other types are dropped, as the add form resets them
 * when the type changes, so no unchecked reference is ever stored.
 */
export const sectionReferences = async ({
  payload,
  sectionType,
  settings,
  templateId,
  tenantId,
}: Args) => {
  const base = { payload, tenantId }
  switch (sectionType) {
    case 'page_type': {
      const id = settings?.pageTypeId
      if (!id) throw missing('settings.pageTypeId', 'Please select a page type')
      await assertTenantRef({
        ...base,
        collection: 'page-types',
        field: 'settings.pageTypeId',
        id,
        label: 'Page type',
      })
      return { settings: { pageTypeId: id }, template: null }
    }
    case 'category': {
      const id = settings?.categoryId
      if (!id) throw missing('settings.categoryId', 'Please select a category')
      await assertTenantRef({
        ...base,
        collection: 'categories',
        field: 'settings.categoryId',
        id,
        label: 'Category',
      })
      return { settings: { categoryId: id }, template: null }
    }
    case 'template_cards': {
      if (!templateId) throw missing('templateId', 'Please select a template')
      await assertTenantRef({
        ...base,
        collection: 'templates',
        field: 'templateId',
        id: templateId,
        label: 'Template',
      })
      return { settings: {}, template: templateId }
    }
    case 'custom_content':
      return { settings: { content: settings?.content ?? '' }, template: null }
    default:
      return { settings: {}, template: null }
  }
}
