type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/** The spec's window: the first page, the last, and pages within 2 of the current one, gaps as ellipses. */
export const paginationWindow = (current: number, total: number): PageSlot[] => {
  const slots: PageSlot[] = []
  let previous = 0
  for (let page = 1; page <= total; page++) {
    if (page !== 1 && page !== total && Math.abs(page - current) > 2) continue
    if (page - previous > 1) slots.push({ kind: 'gap', key: `gap-${previous}` })
    slots.push({ kind: 'page', page })
    previous = page
  }
  return slots
}
