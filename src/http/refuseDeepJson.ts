import { MAX_JSON_DEPTH } from './bodyLimits'
import { jsonDepth } from './jsonDepth'

/**
 * `express.json`'s `verify` for `/api`: JSON nested deeper than `/api/cms` accepts is refused there
 * too (errorHandler answers 400 "Unreadable request body: ..."), before it is parsed.
 */
export const refuseDeepJson = (_req: unknown, _res: unknown, body: Buffer) => {
  if (jsonDepth(body.toString('utf8'), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new Error(`JSON in the request body is nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
}
