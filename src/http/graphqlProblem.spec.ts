import { describe, expect, it } from 'vitest'

import { graphqlProblem } from './graphqlProblem'

const nested = (levels: number) =>
  `query { ${'Users { docs { '.repeat(levels)} id ${'} } '.repeat(levels)}}`

describe('graphqlProblem', () => {
  it('should pass ordinary queries, and leave syntax errors to Payload', () => {
    expect(graphqlProblem('{ Users { docs { id username } } }')).toBeUndefined()
    expect(
      graphqlProblem(
        'query Q($u: String) { Users(where: { username: { equals: $u } }) { docs { ...U } } } fragment U on User { id tenants { tenant { id } } }',
      ),
    ).toBeUndefined()
    expect(graphqlProblem(nested(20))).toBeUndefined()
    expect(graphqlProblem('{ Users { ')).toBeUndefined()
    expect(graphqlProblem(undefined)).toBeUndefined()
  })

  it('should refuse fragments that spread themselves, directly or through others', () => {
    expect(graphqlProblem('{ Users { docs { ...A } } } fragment A on User { id ...A }')).toMatch(
      /Cannot spread fragment "A" within itself/,
    )
    expect(
      graphqlProblem(
        '{ Users { docs { ...A } } } fragment A on User { ...B } fragment B on User { id ...A }',
      ),
    ).toMatch(/Cannot spread fragment "A" within itself via "B"/)
  })

  it('should refuse queries too deep or too large once fragments are expanded', () => {
    expect(graphqlProblem(nested(60))).toBe('The GraphQL query is nested deeper than 50 levels')
    expect(graphqlProblem(nested(3000))).toBe('The GraphQL query is nested deeper than 50 levels')
    const fan =
      Array.from(
        { length: 30 },
        (_, i) => `fragment F${i} on User { a: id ...F${i + 1} b: id ...F${i + 1} }`,
      ).join(' ') + ' fragment F30 on User { id }'
    const started = Date.now()
    expect(graphqlProblem(`{ Users { docs { ...F0 } } } ${fan}`)).toMatch(/more than 10000 fields/)
    expect(Date.now() - started).toBeLessThan(1000)
    const chain = (length: number) =>
      Array.from({ length }, (_, i) => `fragment F${i} on User { id ...F${i + 1} }`).join(' ') +
      ` fragment F${length} on User { id }`
    expect(graphqlProblem(`{ Users { docs { ...F0 } } } ${chain(2000)}`)).toBe(
      'The GraphQL query is nested deeper than 50 levels',
    )
    expect(graphqlProblem(`{ Users { docs { ...F0 } } } ${chain(20_000)}`)).toBe(
      'The GraphQL query is longer than 50000 tokens',
    )
  })

  it('should refuse a NUL in a string literal (GraphQL itself refuses a lone surrogate)', () => {
    expect(
      graphqlProblem('{ Users(where: { username: { equals: "a\\u0000" } }) { docs { id } } }'),
    ).toMatch(/^A string in the GraphQL query holds a NUL/)
    // Its lexer answers "Invalid Unicode escape sequence": a syntax error, which Payload answers with a 400.
    expect(
      graphqlProblem('{ Users(where: { username: { equals: "\\uD800" } }) { docs { id } } }'),
    ).toBeUndefined()
  })
})
