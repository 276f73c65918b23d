import type { CollectionSlug, Payload, Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { ONLY_TRASHING } from '../../../collections/fields/validateWith'
import { accessAs } from '../common/accessAs'

type Args = {
  collection: CollectionSlug
  payload: Payload
  user: SessionUser
} & ({ id: string } | { where: Where })

/**
 * Moves documents of a collection with `trash: true` to its trash: Payload's soft delete, an update of
 * `deletedAt` that its delete access must allow (as the admin's and REST's "move to trash" do). Every
 * read leaves them out from then on; src/services/trash restores or purges them.
 */
export const moveToTrash = async ({ collection, payload, user, ...which }: Args) => {
  const data = { deletedAt: new Date().toISOString() } as never
  const context = { [ONLY_TRASHING]: true }
  if ('id' in which) {
    await payload.update({ collection, context, data, depth: 0, id: which.id, ...accessAs(user) })
    return 1
  }
  const result = await payload.update({
    collection,
    context,
    data,
    depth: 0,
    where: which.where,
    ...accessAs(user),
  })
  if (result.errors.length) throw new Error(result.errors[0]?.message ?? 'Not moved to the trash')
  return result.docs.length
}
