import type { Request } from 'express'

/**
 * The rest of the request path after its first `skip` segments, with a leading '/', still
 * percent-encoded: a wildcard parameter arrives decoded and split at '/', which would make an
 * encoded slash inside an identifier (`a%2Fb`) indistinguishable from a separator.
 */
export const restOfPath = (req: Request, skip: number): string =>
  `/${req.path
    .split('/')
    .slice(skip + 1)
    .join('/')}`
