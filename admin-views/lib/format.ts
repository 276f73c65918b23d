/** Dates as the admin shows them: 'Nov 22, 2026'. */
export const formatDate = (value: null | string | undefined): string => {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' })
}

export const formatDateTime = (value: null | string | undefined): string => {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString('en-US', {
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        month: 'short',
        year: 'numeric',
      })
}

/** Text cut to `max` characters with an ellipsis (an aiPrompt in the field list: 30). */
export const truncate = (value: null | string | undefined, max: number): string => {
  if (!value) return ''
  return value.length > max ? `${value.slice(0, max)}...` : value
}
