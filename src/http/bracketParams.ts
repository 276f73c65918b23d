/** A query parameter read as Payload reads it with `qs`: `where[or][0][name][equals]=x` becomes a tree. */
type ParamTree = string | ParamTree[] | { [key: string]: ParamTree }

/** Payload parses at most 10 bracket levels (`qs` depth 10); deeper keys are refused, not reinterpreted. */
const MAX_BRACKET_DEPTH = 10

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/

type Result = { tree?: ParamTree; problem?: string }

const isObject = (value: ParamTree | undefined): value is { [key: string]: ParamTree } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The parameter `root` of a query as a tree (`where`, `where[...]`; arrays as objects keyed by index),
 * or what is wrong with it: a key that is not `root[a][b]...`, one nested more than 10 levels, or a
 * key given both as a value and as a parent.
 */
export const bracketParams = (params: URLSearchParams, root: string): Result => {
  let tree: ParamTree | undefined
  for (const [key, value] of params) {
    if (key !== root && !key.startsWith(`${root}[`)) continue
    const match = KEY.exec(key)
    if (!match || match[1] !== root)
      return { problem: `${key} is not a valid query key: write ${root}[field][operator]=value` }
    const segments = match[2] ? match[2].slice(1, -1).split('][') : []
    if (segments.length > MAX_BRACKET_DEPTH)
      return { problem: `${root} is nested deeper than ${MAX_BRACKET_DEPTH} levels` }

    if (segments.length === 0) {
      if (tree !== undefined) return { problem: `${root} is given more than once` }
      tree = value
      continue
    }
    // Null-prototype nodes: a `__proto__` segment is a key like any other.
    if (tree === undefined) tree = Object.create(null) as { [key: string]: ParamTree }
    if (!isObject(tree)) return { problem: `${root} is given both as a value and with [brackets]` }
    let node: { [key: string]: ParamTree } = tree
    for (const [i, raw] of segments.entries()) {
      const last = i === segments.length - 1
      const segment = raw === '' ? String(Object.keys(node).length) : raw
      const existing = node[segment]
      if (last) {
        if (existing === undefined) node[segment] = value
        else if (typeof existing === 'string') node[segment] = [existing, value]
        else if (Array.isArray(existing)) existing.push(value)
        else return { problem: `${key} is given both as a value and with [brackets]` }
      } else {
        if (existing === undefined)
          node[segment] = Object.create(null) as { [key: string]: ParamTree }
        const next = node[segment]
        if (!isObject(next))
          return { problem: `${key} is given both as a value and with [brackets]` }
        node = next
      }
    }
  }
  return { tree }
}
