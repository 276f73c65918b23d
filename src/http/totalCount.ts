import type { Response } from 'express'

/**
 * Answers a paged list: the items as the body, the total in `X-Total-Count`, exposed to cross-origin
 * scripts too. Without a total (an unpaged list) it is a plain array and no header.
 */
export const withTotalCount = <T>(
  res: Response,
  { items, total }: { items: T[]; total?: number },
): T[] => {
  if (total !== undefined) {
    res.setHeader('X-Total-Count', String(total))
    res.append('Access-Control-Expose-Headers', 'X-Total-Count')
  }
  return items
}
