import type { Page } from '@playwright/test'

type AxNode = {
  childIds?: string[]
  ignored: boolean
  name?: { value?: string }
  nodeId: string
  parentId?: string
  properties?: { name: string; value?: { value?: unknown } }[]
  role?: { value?: string }
}

/** A live region a screen reader can reach now: its urgency and the text it holds. */
export type LiveRegion = { live: 'assertive' | 'polite'; role: string; text: string }

/**
 * Chromium's accessibility tree (what assistive technology gets), read through the DevTools protocol:
 * content that a modal dialog makes inert is marked ignored there, and a closed shadow root's content
 * is in it like any other.
 */
const axTree = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await cdp.detach()
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const children = (node: AxNode) =>
    (node.childIds ?? []).map((id) => byId.get(id)).filter((child) => child !== undefined)
  const text = (node: AxNode): string =>
    node.role?.value === 'StaticText' ? (node.name?.value ?? '') : children(node).map(text).join('')
  const property = (node: AxNode, name: string) =>
    node.properties?.find((found) => found.name === name)?.value?.value
  const liveness = (node: AxNode | undefined) => {
    const live = node && !node.ignored ? property(node, 'live') : undefined
    return live === 'polite' || live === 'assertive' ? live : undefined
  }
  /**
   * The live regions at or under `from` (the whole page without it): Chromium marks a region and every
   * node inside it as live, so only the outermost live node of each region is taken.
   */
  const liveRegions = (from?: AxNode): LiveRegion[] => {
    const scope = from ? [from, ...descendants(from)] : nodes
    return scope.flatMap((node) => {
      const live = liveness(node)
      if (!live || liveness(node.parentId ? byId.get(node.parentId) : undefined)) return []
      return [{ live, role: node.role?.value ?? '', text: text(node) }]
    })
  }
  const descendants = (node: AxNode): AxNode[] =>
    children(node).flatMap((child) => [child, ...descendants(child)])
  /** The dialog with this name that a screen reader can reach. */
  const dialog = (name: string) =>
    nodes.find(
      (node) => !node.ignored && node.role?.value === 'dialog' && node.name?.value === name,
    )
  return { dialog, liveRegions, nodes, text }
}

/** The text of every alert a screen reader can reach now. */
export const alertsInReach = async (page: Page): Promise<string[]> => {
  const { nodes, text } = await axTree(page)
  return nodes.filter((node) => node.role?.value === 'alert' && !node.ignored).map(text)
}

/** The live regions, at once or polite, inside the dialog with this name (none: it is not reachable). */
export const liveRegionsInDialog = async (page: Page, name: string): Promise<LiveRegion[]> => {
  const { dialog, liveRegions } = await axTree(page)
  const found = dialog(name)
  return found ? liveRegions(found) : []
}

/** Every live region of the page that holds this text. */
export const liveRegionsSaying = async (page: Page, words: string): Promise<LiveRegion[]> => {
  const { liveRegions } = await axTree(page)
  return liveRegions().filter((region) => region.text.includes(words))
}
