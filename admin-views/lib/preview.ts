/**
 * A page of the tenant's public site (its home by default), previewed on this origin through
 * `simulate_domain` (spec admin-core §2).
 */
export const previewUrl = (domain: string, path = '/'): string =>
  `${path}?simulate_domain=${encodeURIComponent(domain)}`
