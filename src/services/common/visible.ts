type Found<T> = { docs: T[] }

/**
 * A list under the user's access. A user who may see nothing of a collection (an editor with no
 * tenants yet) gets an empty list, as they would with some tenants but none of these documents,
 * rather than Payload's 403 for an access result of `false`.
 */
export const visible = async <T>(query: Promise<Found<T>>): Promise<Found<T>> => {
  try {
    return await query
  } catch (error) {
    if ((error as Error)?.name === 'Forbidden') return { docs: [] }
    throw error
  }
}
