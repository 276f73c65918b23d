import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoFragmentCyclesRule,
  parse,
  validate,
  visit,
} from 'graphql'
import type { DocumentNode } from 'graphql'

import { hasUnsafeText, unsafeTextMessage } from '../utilities/unsafeText'
import { graphqlSize } from './graphqlSize'

// `validate` needs a schema; the rule below reads only the document.
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
})

/**
 * Beyond these, Payload's complexity rule (graphQL.maxComplexity, 1000 by default, at least one a
 * field) refuses the query anyway, after a walk that may exhaust the stack or take minutes.
 */
const MAX_DEPTH = 50
const MAX_FIELDS = 10_000
// A query of MAX_FIELDS fields with arguments and fragments stays well below; parsing stops here.
const MAX_TOKENS = 50_000
const TOO_DEEP = `The GraphQL query is nested deeper than ${MAX_DEPTH} levels`

const sizeProblem = (document: DocumentNode): string | undefined => {
  const { depth, fields } = graphqlSize(document, MAX_FIELDS)
  if (depth > MAX_DEPTH) return TOO_DEEP
  if (fields > MAX_FIELDS)
    return `The GraphQL query asks for more than ${MAX_FIELDS} fields (its fragments expanded)`
  return undefined
}

const unsafeLiteral = (document: DocumentNode): string | undefined => {
  let found: string | undefined
  visit(document, {
    StringValue(node) {
      if (!found && hasUnsafeText(node.value))
        found = unsafeTextMessage('A string in the GraphQL query')
    },
  })
  return found
}

/**
 * What Payload's GraphQL would answer with a 500 (or take minutes over) in this query, if anything.
 * Its complexity rule (graphQL.maxComplexity) runs beside GraphQL's own NoFragmentCyclesRule and
 * recurses for ever through a fragment that spreads itself, so cycles are refused here first; then
 * queries too deep or too large once fragments are expanded (graphqlSize), which it would walk until
 * the stack overflows or for minutes; then a string literal holding a NUL or a lone surrogate
 * (`"\u0000"`), as in a JSON body. A query that does not parse is left to Payload, which answers
 * its syntax error with a 400.
 */
export const graphqlProblem = (query: unknown): string | undefined => {
  if (typeof query !== 'string') return undefined
  try {
    const document = parse(query, { maxTokens: MAX_TOKENS })
    const [cycle] = validate(schema, document, [NoFragmentCyclesRule])
    return cycle ? cycle.message : (sizeProblem(document) ?? unsafeLiteral(document))
  } catch (error) {
    if (
      error instanceof GraphQLError &&
      /^Syntax Error: Document contains more th[ae][nt] \d+ tokens/.test(error.message)
    )
      return `The GraphQL query is longer than ${MAX_TOKENS} tokens`
    if (error instanceof GraphQLError) return undefined
    if (error instanceof RangeError) return TOO_DEEP
    throw error
  }
}
