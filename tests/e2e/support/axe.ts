import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 18, docs/accessibility.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const BLOCKING = new Set(['critical', 'serious'])

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One violation as a reader wants it: the rule, its impact, help text and each element's selector. */
const describe = (violation: Violation) =>
  [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`,
    ),
  ].join('\n')

/**
 * Runs axe on the page (or inside `include`, a dialog; not inside frames) and fails, softly so that every screen of a run is
 * reported, on any serious or critical violation, listing them. Returns the failing elements by impact.
 */
export const checkAxe = async (
  page: Page,
  where: string,
  include?: string,
): Promise<{ critical: number; serious: number }> => {
  // Next streams a page's metadata after its content: the <title> can come a moment after the heading
  // a test waited for (the 'Accept invitation' check once ran in between and found no title).
  await expect(page, `${where}: the page's title`).toHaveTitle(/\S/)
  // Frames hold what a tenant wrote (the snippet, page and template previews, sandboxed without
  // scripts, where axe cannot run: its per-frame mode waits on them for ever); the admin around them is
  // what is checked, the frame's own title included, by one run in the page (legacy mode).
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ iframes: false })
    .setLegacyMode(true)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))
  const nodes = (impact: string) =>
    blocking
      .filter((violation) => violation.impact === impact)
      .reduce((sum, violation) => sum + violation.nodes.length, 0)
  const counts = { critical: nodes('critical'), serious: nodes('serious') }
  const count = counts.critical + counts.serious
  console.log(`axe: ${where}: critical ${counts.critical}, serious ${counts.serious}`)
  expect
    .soft(count, `${where}: ${count} serious or critical\n${blocking.map(describe).join('\n')}`)
    .toBe(0)
  return counts
}
