/**
 * The spec's slug rule (section 5): lowercase, trim, drop everything but letters, digits, spaces and
 * hyphens, whitespace to hyphens, collapse repeated hyphens, trim hyphens at the edges.
 *
 * Accents are folded first ('Café' -> 'cafe') rather than dropped ('caf'), and "letters" means a-z:
 * a slug must also pass the slug check (lowercase letters, numbers and hyphens only).
 */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
