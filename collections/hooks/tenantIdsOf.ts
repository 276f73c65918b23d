import { refId } from '../../src/utilities/refId'

type Ref = Parameters<typeof refId>[0]

/** The ids a hasMany `tenants` value names (ids or populated documents), once each, in order. */
export const tenantIdsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.map((tenant) => refId(tenant as Ref)).filter((id): id is string => id !== null),
        ),
      ]
    : []
