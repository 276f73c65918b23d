import type { Validate } from 'payload'
import type { z } from 'zod'

import { unresolvedGroup } from '../../src/render/spinHtml'
import { validateWith } from './validateWith'

// Long groups are cut in the message: enough to find it in the HTML.
const SHOWN = 80

/** Why a group that spans markup is refused, with the group as it stands in the HTML. */
const spanningGroupMessage = (group: string): string =>
  `Spintax ${group.length > SHOWN ? `${group.slice(0, SHOWN)}…` : group} spans HTML markup, so it ` +
  'would show as written: keep each {a|b} group inside one piece of text or one attribute value'

/**
 * The `validate` of HTML whose spintax is resolved when a page renders (panels, snippets): `rule`, then
 * no `{a|b}` group that spans markup (a tag, an attribute's quotes, a comment). The renderer leaves such
 * a group as written (src/render/spinHtml.ts), so it could never run script; this says so when the
 * HTML is saved instead of showing braces on the site. It runs after an editor's HTML is sanitized
 * (collection hooks come before field validation), on what will be stored. HTML sent back unchanged
 * (an administrator's, re-saved with the rest of a form, or one stored before this rule) is kept.
 */
export const validateSpintaxHtml =
  (rule: z.ZodType): Validate =>
  (value, options) => {
    const base = validateWith(rule)(value, options)
    if (base !== true || typeof value !== 'string' || value === options.previousValue) return base
    const group = unresolvedGroup(value)
    return group === null || spanningGroupMessage(group)
  }
