import type {
  CreateRedirectInput,
  RedirectReply,
  UpdateRedirectInput,
} from '../../schemas/redirects'
import { tenantCrud } from '../common/tenantCrud'
import { serializeRedirect } from './serializeRedirect'

/** By fromPath. The collection checks the loop (fromPath = toUrl) on the redirect as it will be, even when one end changes. */
export const redirectService = tenantCrud<
  'redirects',
  RedirectReply,
  CreateRedirectInput,
  UpdateRedirectInput
>({
  collection: 'redirects',
  label: 'Redirect',
  sort: 'fromPath',
  tenantFrom: 'query',
  serialize: serializeRedirect,
  duplicate: {
    field: 'fromPath',
    message: 'A redirect from this path already exists for this tenant',
  },
})
