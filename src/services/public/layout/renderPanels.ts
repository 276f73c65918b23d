import type { RenderSnippet } from '../../../render/renderContent'
import { renderPanel } from '../../../render/renderContent'
import type { PanelIds } from '../templates/templateModel'
import type { Panels } from '../types'

type Args = {
  panelIds: PanelIds
  /** The tenant's active panels by id; an assigned panel missing here (inactive) shows nothing. */
  panels: Map<string, string>
  snippets: RenderSnippet[]
  /** The page's path: spintax in a panel picks the same option on every view of that page. */
  seed: string
  records?: Record<string, unknown>[]
  fields?: string[]
  unknown?: 'keep' | 'remove'
}

/** The four panel slots of a page or template page, rendered with the page's seed. */
export const renderPanels = ({
  fields,
  panelIds,
  panels,
  records = [],
  seed,
  snippets,
  unknown = 'remove',
}: Args): Panels => {
  const render = (id: string | null) => {
    const content = id ? panels.get(id) : undefined
    return content === undefined
      ? null
      : renderPanel({ content, fields, records, seed, snippets, unknown })
  }
  return {
    top: render(panelIds.top),
    bottom: render(panelIds.bottom),
    left: render(panelIds.left),
    right: render(panelIds.right),
  }
}
