/**
 * The request body limits every door shares: `/api` and `/api/cms` (REST and GraphQL) read at most
 * 1 MB of JSON nested at most 100 levels deep; uploads to Payload's upload collections (multipart to
 * `/api/cms/media`) get their own, larger limit, which payload.config.ts gives Payload too.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024
export const BODY_TOO_LARGE = 'Request body is larger than the 1 MB limit'

/** Deeper JSON than any form or editor sends; Payload's recursive field walks overflow the stack long before 10,000 levels. */
export const MAX_JSON_DEPTH = 100

export const UPLOAD_FILE_LIMIT_BYTES = 20 * 1024 * 1024
/** The file plus the form's other fields (`_payload`, at most BODY_LIMIT_BYTES of JSON). */
export const UPLOAD_REQUEST_LIMIT_BYTES = UPLOAD_FILE_LIMIT_BYTES + BODY_LIMIT_BYTES
export const UPLOAD_TOO_LARGE = 'Upload is larger than the 20 MB limit'
