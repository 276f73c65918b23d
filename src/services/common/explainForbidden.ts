import { forbidden } from '../errors'

/**
 * Runs a Local API call and, when the collection's access refuses it (Payload's Forbidden), answers
 * 403 in words that say why ('Only administrators can create tenants') rather than Payload's generic ones.
 */
export const explainForbidden = async <T>(call: () => Promise<T>, message: string): Promise<T> => {
  try {
    return await call()
  } catch (error) {
    if ((error as Error)?.name === 'Forbidden') throw forbidden(message)
    throw error
  }
}
