import type { Access, Where } from 'payload'

/**
 * Our rule AND a developer's: what neither refuses, and both queries when both answer one. Without
 * a rule of ours Payload's default applies (a signed-in user), so that stays the base.
 */
export const narrowAccess =
  (ours: Access | undefined, theirs: Access): Access =>
  async (args) => {
    const mine = ours ? await ours(args) : Boolean(args.req.user)
    if (!mine) return false
    const extra = await theirs(args)
    if (!extra) return false
    if (mine === true) return extra
    if (extra === true) return mine
    return { and: [mine as Where, extra as Where] }
  }
