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

/** '5 minutes ago', 'yesterday', or the date for older changes. */
export const timeAgo = (iso: string, now = Date.now()): string => {
  const seconds = Math.round((now - Date.parse(iso)) / 1000)
  if (Number.isNaN(seconds)) return ''
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.round(hours / 24)
  if (days === 1) return 'yesterday'
  if (days < 7) return `${days} days ago`
  return formatDateTime(iso)
}

/** Text cut to `max` characters with an ellipsis (an aiPrompt in the field list: 30). */
export const truncate = (value: null | string | undefined, max: number): string => {
  if (!value) return ''
  return value.length > max ? `${value.slice(0, max)}...` : value
}

const numberFormat = new Intl.NumberFormat('en-US')

/** A count as the admin shows it: '1,234'. */
export const formatNumber = (value: number): string => numberFormat.format(value)

/** '1 record', '2,500 records'. */
export const plural = (count: number, one: string, many: string): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`
