import { z } from 'zod'

import { optionalText } from '../../../src/schemas/common'
import { urlPattern } from '../../../src/schemas/templates'
import type { StoredTemplateDraft } from '../../../src/schemas/templates'
import { urlPatternFieldsError } from '../../../src/render/urlPatternFields'
import { refId } from '../../../src/utilities/refId'
import { documentCheck } from '../../hooks/documentCheck'
import { panelPositions } from '../../fields/panelFields'

const panelId = z.uuid({ error: 'A panel must be a panel id' }).nullable()

const draftValues = z.strictObject(
  {
    urlPattern: urlPattern.optional(),
    content: optionalText('Content', 500_000),
    ...Object.fromEntries(panelPositions.map((position) => [position, panelId.optional()])),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'A draft holds only the URL pattern, content and panels'
        : undefined,
  },
)

/**
 * A template's draft is checked as the live fields are, through every door: its URL pattern names
 * fields of the dataset, its content is at most 500000 characters, it holds nothing else (its panels
 * are checked by checkReferences, its HTML sanitized with the content's). The server stamps when and
 * by whom; an empty draft is none.
 */
export const checkTemplateDraft = documentCheck(
  async ({ changes, data, doc: template, fail, req }) => {
    if (!changes(['draft']) || data.draft === null) return data
    const given = data.draft as { values?: unknown } | undefined
    const parsed = draftValues.safeParse(
      given && typeof given === 'object' && !Array.isArray(given) ? given.values : undefined,
    )
    if (!parsed.success)
      return fail([{ message: parsed.error.issues[0]?.message ?? 'Invalid draft', path: 'draft' }])
    const values = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as StoredTemplateDraft['values']
    if (!Object.keys(values).length) return { ...data, draft: null }

    const datasetId = refId(template.dataset as never)
    if (values.urlPattern && datasetId) {
      const { docs } = await req.payload.find({
        collection: 'dataset-fields',
        depth: 0,
        pagination: false,
        req,
        select: { name: true },
        where: { dataset: { equals: datasetId } },
      })
      const unknown = urlPatternFieldsError(
        values.urlPattern,
        docs.map((field) => field.name),
      )
      if (unknown) fail([{ message: unknown, path: 'draft' }])
    }
    const draft: StoredTemplateDraft = {
      values,
      savedAt: new Date().toISOString(),
      savedBy: (req.user as { username?: string } | null)?.username ?? null,
    }
    return { ...data, draft }
  },
)
