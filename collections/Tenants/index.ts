import type { CollectionConfig, Validate } from 'payload'

import { adminHostName } from '../../src/config/adminHost'
import { brandingFields, domain, tenantStatus, timeZone } from '../../src/schemas/tenants'
import { isAdmin } from '../access/isAdmin'
import { isSignedIn } from '../access/isSignedIn'
import { adminList } from '../fields/adminList'
import { nameField } from '../fields/nameField'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { tenantOwnedSlugs } from '../tenantOwnedSlugs'
import { deleteTenantContent } from './hooks/deleteTenantContent'
import { normalizeDomain } from './hooks/normalizeDomain'
import { notifyNewTenant } from './hooks/notifyNewTenant'
import { refuseDomainChanges } from './hooks/refuseDomainChanges'

const checkDomain = validateWith(domain)

// A site served on the admin's own host would run its HTML beside the admin's session (localhost and IP
// addresses are refused by the shared rule).
const validateDomain: Validate = (value, args) =>
  typeof value === 'string' && value === adminHostName()
    ? "This domain is the admin's own (PUBLIC_URL): choose another"
    : checkDomain(value, args)

/**
 * A tenant is one public site, found by its domain. Only administrators create and delete sites and
 * change their domains; an editor reads and edits its own (plugin-multi-tenant narrows read and update
 * to them), all but the domain.
 */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: adminList('Sites', ['name', 'domain', 'status', 'createdAt'], 'name'),
  access: {
    create: isAdmin,
    delete: isAdmin,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    afterChange: [notifyNewTenant],
    beforeDelete: [deleteTenantContent({ collections: tenantOwnedSlugs })],
    beforeOperation: [refuseDomainChanges],
  },
  fields: [
    nameField({ max: 200 }),
    {
      name: 'domain',
      type: 'text',
      required: true,
      unique: true,
      // Read-only for editors in the admin screens; refuseDomainChanges refuses their writes.
      access: { update: isAdmin },
      admin: { description: 'The host name the site answers on, e.g. example.com.' },
      hooks: { beforeValidate: [normalizeDomain] },
      validate: validateDomain,
    },
    statusField({
      defaultValue: 'setup',
      options: { active: 'Active', inactive: 'Inactive', setup: 'Setup' },
      validate: validateWith(tenantStatus),
    }),
    {
      name: 'timeZone',
      type: 'text',
      defaultValue: 'UTC',
      admin: {
        description: "Where the site's scheduled times are read and shown, e.g. Europe/Berlin.",
      },
      validate: validateWith(timeZone),
    },
    {
      name: 'branding',
      type: 'group',
      fields: [
        {
          name: 'primaryColor',
          type: 'text',
          defaultValue: '#1976D2',
          label: 'Primary Color',
          validate: validateWith(brandingFields.primaryColor),
        },
        {
          name: 'secondaryColor',
          type: 'text',
          defaultValue: '#00897B',
          label: 'Secondary Color',
          validate: validateWith(brandingFields.secondaryColor),
        },
        {
          name: 'customCss',
          type: 'textarea',
          label: 'Custom CSS',
          validate: validateWith(brandingFields.customCss),
        },
      ],
    },
  ],
  timestamps: true,
}
