import { Kind } from 'graphql'
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql'

export type GraphqlSize = {
  /** The deepest nesting of fields and fragments of any operation, fragments expanded. */
  depth: number
  /** The fields of the largest operation, fragments expanded (counted up to `cap`, then `cap + 1`). */
  fields: number
}

/**
 * How large a query is once its fragments are expanded, without expanding them: each fragment is
 * measured once. A document of 30 fragments each spreading the next twice is 2^30 fields, which
 * Payload's complexity rule would walk one by one. Fragments must not form a cycle (checked first).
 */
export const graphqlSize = (document: DocumentNode, cap: number): GraphqlSize => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  const measured = new Map<string, GraphqlSize>()

  const ofFragment = (name: string): GraphqlSize => {
    const known = measured.get(name)
    if (known) return known
    const size = ofSelections(fragments.get(name)?.selectionSet)
    measured.set(name, size)
    return size
  }

  const ofSelections = (set: SelectionSetNode | undefined): GraphqlSize => {
    let depth = 0
    let fields = 0
    for (const selection of set?.selections ?? []) {
      let size: GraphqlSize
      if (selection.kind === Kind.FIELD) {
        const inner = ofSelections(selection.selectionSet)
        size = { depth: inner.depth + 1, fields: inner.fields + 1 }
      } else {
        // A fragment is a level too: Payload's complexity rule recurses through each.
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? ofSelections(selection.selectionSet)
            : ofFragment(selection.name.value)
        size = { depth: inner.depth + 1, fields: inner.fields }
      }
      depth = Math.max(depth, size.depth)
      fields = Math.min(fields + size.fields, cap + 1)
    }
    return { depth, fields }
  }

  let largest: GraphqlSize = { depth: 0, fields: 0 }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const size = ofSelections(definition.selectionSet)
    largest = {
      depth: Math.max(largest.depth, size.depth),
      fields: Math.max(largest.fields, size.fields),
    }
  }
  return largest
}
