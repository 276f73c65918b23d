/** The tenant's public site, previewed on this origin through `simulate_domain` (spec admin-core §2). */
export const previewUrl = (domain: string): string =>
  `/?simulate_domain=${encodeURIComponent(domain)}`
