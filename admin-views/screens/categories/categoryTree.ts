import type { CategoryReply } from '../../../src/schemas/categories'

/** A category with its subcategories, as the screen draws it. */
export type CategoryNode = { category: CategoryReply; children: CategoryNode[]; depth: number }

const byOrderThenName = (a: CategoryReply, b: CategoryReply) =>
  a.order - b.order || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })

/**
 * The tree from the parent links (spec §3: the interface builds the children list), siblings sorted by
 * order and then by name. A category whose parent is not in the list (another tenant's, or gone) is
 * drawn as a root rather than lost.
 */
export const buildCategoryTree = (categories: readonly CategoryReply[]): CategoryNode[] => {
  const ids = new Set(categories.map((c) => c.id))
  const childrenOf = new Map<null | string, CategoryReply[]>()
  for (const category of categories) {
    const parent =
      category.parentCategoryId && ids.has(category.parentCategoryId)
        ? category.parentCategoryId
        : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category])
  }
  const grow = (parent: null | string, depth: number, seen: Set<string>): CategoryNode[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort(byOrderThenName)
      .filter((category) => !seen.has(category.id))
      .map((category) => ({
        category,
        children: grow(category.id, depth + 1, new Set([...seen, category.id])),
        depth,
      }))
  return grow(null, 0, new Set())
}

/**
 * The Parent Category choices in tree order, each named by its path of names ('Instruments / Strings').
 * In the edit dialog `editingId` leaves out the category itself and, with it, its whole subtree: a
 * category cannot move under its own descendant.
 */
export const parentChoices = (
  nodes: readonly CategoryNode[],
  editingId?: string,
): { label: string; value: string }[] => {
  const walk = (
    list: readonly CategoryNode[],
    trail: string[],
  ): { label: string; value: string }[] =>
    list.flatMap((node) =>
      node.category.id === editingId
        ? []
        : [
            { label: [...trail, node.category.name].join(' / '), value: node.category.id },
            ...walk(node.children, [...trail, node.category.name]),
          ],
    )
  return walk(nodes, [])
}
