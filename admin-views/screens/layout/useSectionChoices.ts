'use client'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { CategoryReply } from '../../../src/schemas/categories'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import type { TemplateReply } from '../../../src/schemas/templates'
import { categoriesKey } from '../../lib/categories'
import type { SelectOption } from '../../lib/options'

const options = (list: readonly { id: string; name: string }[] | undefined): SelectOption[] =>
  (list ?? []).map((item) => ({ label: item.name, value: item.id }))

/** The tenant's page types, categories and templates a section can show, and their names by id. */
export const useSectionChoices = (tenantId: string) => {
  const pageTypes = useQuery<PageTypeReply[]>({
    queryKey: [`/api/page-types?tenantId=${tenantId}`],
  })
  const categories = useQuery<CategoryReply[]>({ queryKey: categoriesKey(tenantId) })
  const templates = useQuery<TemplateReply[]>({ queryKey: [`/api/templates?tenantId=${tenantId}`] })
  return useMemo(() => {
    const names = new Map<string, string>()
    for (const list of [pageTypes.data, categories.data, templates.data])
      for (const item of list ?? []) names.set(item.id, item.name)
    return {
      categories: options(categories.data),
      nameOf: (id: null | string | undefined) => (id ? names.get(id) : undefined),
      pageTypes: options(pageTypes.data),
      templates: options(templates.data),
    }
  }, [categories.data, pageTypes.data, templates.data])
}

export type SectionChoices = ReturnType<typeof useSectionChoices>
