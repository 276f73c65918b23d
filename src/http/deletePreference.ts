import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { readSessionId } from '../auth/readSessionId'
import { findSessionUser } from '../auth/sessions'

/**
 * `DELETE /api/cms/payload-preferences/:key`, answered here instead of by Payload 3.90.1, whose handler
 * builds SQL on a column that does not exist (`payload.db.deleteOne` on the polymorphic `user`) and
 * answers 500 on SQLite and PostgreSQL alike. Same contract: the signed-in user's own preference goes.
 */
export const deletePreference =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    try {
      const token = readSessionId(req.headers)
      const user = token ? await findSessionUser(payload, token) : null
      if (!user)
        return void res.status(401).json({
          errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }],
        })
      const { docs } = await payload.delete({
        collection: 'payload-preferences',
        depth: 0,
        where: {
          and: [
            { key: { equals: String(req.params.key) } },
            { 'user.value': { equals: user.id } },
            { 'user.relationTo': { equals: 'users' } },
          ],
        },
      })
      if (!docs.length) return void res.status(404).json({ errors: [{ message: 'Not Found' }] })
      res.json({ ...docs[0], message: 'Deleted successfully.' })
    } catch (error) {
      next(error)
    }
  }
