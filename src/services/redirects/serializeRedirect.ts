import type { RedirectReply } from '../../schemas/redirects'
import type { Redirect } from '../../payload-types'
import { refId } from '../../utilities/refId'

/** A redirect as the documented API answers it (the spec's field names, plus its hit count and last hit). */
export const serializeRedirect = (redirect: Redirect): RedirectReply => ({
  id: String(redirect.id),
  tenantId: refId(redirect.tenant),
  fromPath: redirect.fromPath,
  toUrl: redirect.toUrl,
  type: redirect.type ?? 'hard',
  notes: redirect.notes ?? null,
  status: redirect.status ?? 'active',
  hits: redirect.hits ?? 0,
  lastHitAt: redirect.lastHitAt ?? null,
  createdAt: redirect.createdAt,
  updatedAt: redirect.updatedAt,
})
