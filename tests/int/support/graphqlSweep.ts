/**
 * Every query and mutation of Payload's GraphQL (read from the schema by introspection), each with
 * hostile variables: a NUL, a lone surrogate, values of the wrong type, overlong values, ids that
 * are none. For tests/int/cms/cmsHostileInput.int.spec.ts.
 */
import { graphql } from './cms'
import type { Reply } from './http'
import { LONE_SURROGATE, NUL, refusedText } from './sweep'
import type { Check, Probe } from './sweep'

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
type Field = { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }
type InputType = {
  name: string
  kind: string
  inputFields: { name: string; type: TypeRef }[] | null
}

const TYPE = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }'
const INTROSPECTION = `{ __schema {
  queryType { fields { name args { name type { ${TYPE} } } type { ${TYPE} } } }
  mutationType { fields { name args { name type { ${TYPE} } } type { ${TYPE} } } }
  types { name kind inputFields { name type { ${TYPE} } } }
} }`

// Signing the admin out (or swapping its token) would leave the rest of the sweep anonymous.
const SKIPPED = /^(logout|refreshToken)/

const render = (t: TypeRef): string =>
  t.kind === 'NON_NULL'
    ? `${render(t.ofType as TypeRef)}!`
    : t.kind === 'LIST'
      ? `[${render(t.ofType as TypeRef)}]`
      : String(t.name)

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t)

/** A value for a leaf type (scalar or enum), by its name. */
type Leaf = (typeName: string) => unknown

/** A value of a type, its input objects filled (their first fields, a few levels deep) with leaves. */
const valueOf = (t: TypeRef, leaf: Leaf, inputs: Map<string, InputType>, depth = 0): unknown => {
  if (t.kind === 'NON_NULL') return valueOf(t.ofType as TypeRef, leaf, inputs, depth)
  if (t.kind === 'LIST') return [valueOf(t.ofType as TypeRef, leaf, inputs, depth)]
  const input = inputs.get(String(t.name))
  if (!input) return leaf(String(t.name))
  if (depth > 2) return {}
  return Object.fromEntries(
    (input.inputFields ?? [])
      .slice(0, 8)
      .map((f) => [f.name, valueOf(f.type, leaf, inputs, depth + 1)]),
  )
}

const TEXT = new Set(['String', 'ID', 'JSON', 'JSONObject', 'EmailAddress', 'DateTime'])

/** The variables each probe sends, and what its answer must be. */
const VARIANTS: { name: string; leaf: Leaf; check?: Check }[] = [
  { name: 'NUL', leaf: () => NUL, check: refusedText },
  { name: 'lone surrogate', leaf: () => LONE_SURROGATE, check: refusedText },
  {
    name: 'wrong types',
    leaf: (t) => (TEXT.has(t) ? { nested: [1] } : t === 'Boolean' ? 'maybe' : 'not a number'),
  },
  {
    name: 'overlong',
    leaf: (t) =>
      TEXT.has(t) ? 'x'.repeat(5_000) : t === 'Int' ? 2 ** 53 : t === 'Float' ? 1e308 : 'X',
  },
  { name: 'not ids', leaf: (t) => (TEXT.has(t) ? "x' OR 1=1 --" : t === 'Int' ? -1 : 'X') },
]

/** No 5xx, no error Payload marks as its own (statusCode 500), and a message with every error. */
const graphqlExplained: Check = (reply: Reply) => {
  if (reply.status >= 500) return 'a 5xx'
  const errors = (reply.json?.errors ?? []) as {
    message?: string
    extensions?: { statusCode?: number }
  }[]
  if (errors.some((e) => Number(e.extensions?.statusCode ?? 400) >= 500)) return 'an internal error'
  if (reply.status >= 400 && !(reply.json?.message || errors[0]?.message)) return 'no message'
  return undefined
}

/** The probes: every query and mutation field, in each variant, sent with `headers`. */
export const graphqlProbes = async (
  baseUrl: string,
  headers: Record<string, string>,
): Promise<Probe[]> => {
  const schema = (await graphql(baseUrl, INTROSPECTION, { headers })).json.data.__schema
  const inputs = new Map<string, InputType>(
    (schema.types as InputType[]).filter((t) => t.kind === 'INPUT_OBJECT').map((t) => [t.name, t]),
  )
  const operations = [
    ...(schema.queryType.fields as Field[]).map((field) => ({ field, kind: 'query' })),
    ...(schema.mutationType.fields as Field[]).map((field) => ({ field, kind: 'mutation' })),
  ].filter(({ field }) => !SKIPPED.test(field.name))
  return operations.flatMap(({ field, kind }, i) => {
    const definitions = field.args.map((a) => `$${a.name}: ${render(a.type)}`).join(', ')
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ')
    const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named(field.type).kind)
      ? ' { __typename }'
      : ''
    const query = `${kind}${definitions ? ` (${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`
    // Every field gets a NUL (a field without arguments has no variable to carry one) and one of
    // the other four variants in turn; the turn shifts every four fields, so that each operation
    // of a collection (create, update, delete, duplicate) meets every variant across collections.
    const variants = [
      ...(field.args.length ? [VARIANTS[0]] : []),
      VARIANTS[1 + ((i + Math.floor(i / 4)) % 4)],
    ].filter((v) => field.args.length || !v.check)
    return variants.map(({ check, leaf, name }) => {
      const variables = Object.fromEntries(
        field.args.map((a) => [a.name, valueOf(a.type, leaf, inputs)]),
      )
      return {
        check: check ?? graphqlExplained,
        label: `GraphQL ${kind} ${field.name} (${name})`,
        send: () => graphql(baseUrl, query, { headers, variables }),
      }
    })
  })
}
