/** Where a numbered page of a public list stands: its number, how many there are, and its neighbours. */
export const pagination = ({
  current,
  limit,
  total,
}: {
  /** The 1-based page shown. */
  current: number
  limit: number
  total: number
}) => {
  const totalPages = Math.max(1, Math.ceil(total / limit))
  return {
    currentPage: current,
    totalPages,
    totalItems: total,
    hasPrevPage: current > 1,
    hasNextPage: current < totalPages,
  }
}
