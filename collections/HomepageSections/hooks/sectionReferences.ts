import { refId } from '../../../src/utilities/refId'
import type { Reference } from '../../hooks/checkReferences'
import { referenceProblem } from '../../hooks/checkReferences'
import { documentCheck } from '../../hooks/documentCheck'

type Settings = { pageTypeId?: string | null; categoryId?: string | null; content?: string | null }

// Each section type's one required reference: where it is stored (a key of `settings`, or the
// `template` relationship) and what the add form says without it.
type Rule = { key: 'pageTypeId' | 'categoryId' | null; missing: string; ref: Reference }

const rules: Record<string, Rule> = {
  page_type: {
    key: 'pageTypeId',
    missing: 'Please select a page type',
    ref: {
      field: 'settings.pageTypeId',
      collection: 'page-types',
      label: 'Page type',
      sameTenant: true,
    },
  },
  category: {
    key: 'categoryId',
    missing: 'Please select a category',
    ref: {
      field: 'settings.categoryId',
      collection: 'categories',
      label: 'Category',
      sameTenant: true,
    },
  },
  template_cards: {
    key: null,
    missing: 'Please select a template',
    ref: { field: 'template', collection: 'templates', label: 'Template', sameTenant: true },
  },
}

const pointsAt = (
  section: Record<string, unknown> | undefined,
  key: Rule['key'],
): string | null => {
  if (!key) return refId(section?.template as never)
  return (
    ((section?.settings as Settings | null | undefined)?.[key] as string | null | undefined) ?? null
  )
}

/**
 * What a section stores is what its type shows: the page type, category or template it lists (which
 * must exist on the section's tenant) or its custom HTML, and nothing else, so no unchecked reference
 * is ever stored. Reordering or switching a section on or off leaves its reference alone: a section
 * whose page type was deleted can still be moved; it renders empty until one is chosen.
 */
export const sectionReferences = documentCheck(
  async ({ changes, data, doc: section, fail, operation, originalDoc, req }) => {
    if (operation === 'update' && !changes(['settings', 'template', 'sectionType'])) return data
    const sectionType = String(section.sectionType ?? '')
    if (sectionType === 'custom_content') {
      return {
        ...data,
        settings: { content: (section.settings as Settings | null)?.content ?? '' },
        template: null,
      }
    }
    const rule = rules[sectionType]
    if (!rule) return { ...data, settings: {}, template: null }

    const id = pointsAt(section, rule.key)
    const tenantId = refId(section.tenant as never)
    const previous = pointsAt(originalDoc, rule.key)
    const message = id
      ? await referenceProblem({ id, previous, ref: rule.ref, req, tenantId })
      : rule.missing
    if (message) fail([{ message, path: rule.ref.field }])
    return rule.key
      ? { ...data, settings: { [rule.key]: id }, template: null }
      : { ...data, settings: {}, template: id }
  },
)
