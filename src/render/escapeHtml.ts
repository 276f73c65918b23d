const ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Escapes a value for HTML text or a quoted attribute. Record values always pass through here. */
export const escapeHtml = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch])
