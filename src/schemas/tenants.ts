import { z } from 'zod'

import { docReply, optionalText, requiredText } from './common'

export const tenantStatus = z.enum(['active', 'inactive', 'setup'], {
  error: 'Status must be active, inactive or setup',
})

// Labels of at most 63 letters, digits and hyphens (not at either end), joined by dots: example.com,
// demo.localhost. No scheme, port or path: the public site matches this against the Host header.
export const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/
const DOMAIN_MESSAGE =
  'Domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots'

// A name whose last label is a number is an IP address to a browser (127.0.0.1, 2130706433, 0x7f.1).
const IP_LIKE = /(^|\.)(\d+|0x[0-9a-f]*)$/

// Trimmed and lower-cased before the check, as the collection stores it: 'Example.com ' is a typo, not an error.
// localhost and IP addresses name the machine the admin answers on (src/config/adminHost.ts): a site
// there would run its HTML beside the admin's session. The admin's PUBLIC_URL host is refused by the
// collection, which knows the settings.
export const domain = z
  .string({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Domain is required' })
  .regex(HOSTNAME, { error: DOMAIN_MESSAGE })
  .refine((value) => value !== 'localhost', {
    error: "Domain localhost is the admin's own: choose a site's domain, e.g. shop.localhost",
  })
  .refine((value) => !IP_LIKE.test(value), {
    error: 'Domain must be a host name, not an IP address',
  })

const color = (label: string) =>
  z
    .string({ error: `${label} must be a hex color like #1976D2` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: `${label} must be a hex color like #1976D2` })

export const brandingFields = {
  primaryColor: color('Primary color'),
  secondaryColor: color('Secondary color'),
  customCss: optionalText('Custom CSS', 100_000),
}

/** An IANA time zone ('Europe/Berlin'): where the site's scheduled times are read and shown. */
export const timeZone = z
  .string({ error: 'Time zone must be a time zone name like Europe/Berlin' })
  .trim()
  .refine(
    (value) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: value })
        return value.length > 0
      } catch {
        return false
      }
    },
    { error: 'Time zone must be a time zone name like Europe/Berlin' },
  )

export const createTenantSchema = z.object({
  name: requiredText('Name', 200),
  domain,
  status: tenantStatus.optional().default('setup'),
  timeZone: timeZone.optional().default('UTC'),
  branding: z
    .object({
      primaryColor: brandingFields.primaryColor.optional().default('#1976D2'),
      secondaryColor: brandingFields.secondaryColor.optional().default('#00897B'),
      customCss: brandingFields.customCss,
    })
    .optional()
    .default({ primaryColor: '#1976D2', secondaryColor: '#00897B' }),
})

/** Branding in an update: only the colours sent change, the rest is kept. */
const brandingPatch = z.object(brandingFields).partial()

/** PUT is the edit form: name and domain are always sent; status and branding only when changed. */
export const replaceTenantSchema = z.object({
  name: requiredText('Name', 200),
  domain,
  status: tenantStatus.optional(),
  timeZone: timeZone.optional(),
  branding: brandingPatch.optional(),
})

/** PATCH changes only what is sent (Configure branding sends just `branding`). */
export const updateTenantSchema = replaceTenantSchema.partial()

export const tenantSchema = docReply({
  name: z.string(),
  domain: z.string(),
  status: tenantStatus,
  timeZone: z
    .string()
    .describe("The site's time zone (IANA name): scheduled times are given in it"),
  branding: z.object({
    primaryColor: z.string(),
    secondaryColor: z.string(),
    customCss: z.string().nullable(),
  }),
})

export type CreateTenantInput = z.infer<typeof createTenantSchema>
export type UpdateTenantInput = z.infer<typeof updateTenantSchema>
export type TenantReply = z.infer<typeof tenantSchema>
