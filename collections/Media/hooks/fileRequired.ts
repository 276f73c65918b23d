import { APIError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

const FILE_REQUIRED =
  'Send the image file itself (multipart/form-data); an image is not created from a URL'

/**
 * A new image comes with its file. Given `url` and `filename` instead, Payload would download the
 * URL on the server (its safeFetch keeps internal addresses out, but not a slow or endless answer,
 * which it reads whole into memory) and answer a 500 when that fails. The admin's "paste URL"
 * fetches in the browser and uploads the file, so no door needs the server to fetch. Payload strips
 * `url` from the data before this hook runs, so the rule is "no file, no create" (a duplicate
 * copies its original's file). Every door passes here: REST, GraphQL, the Local API.
 */
export const fileRequired: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || req.file) return args
  if ((args as { duplicateFromID?: unknown }).duplicateFromID != null) return args
  throw new APIError(FILE_REQUIRED, 400, undefined, true)
}
