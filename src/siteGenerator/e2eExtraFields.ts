import type { SiteGeneratorOptions } from './options'
import { settings } from '../config/settings'

/**
 * With E2E_EXTRA_FIELDS (tests only), the fields the end-to-end test of the forms' "Additional
 * fields" adds through the plugin's overrides, as a developer would (docs/extending.md): a page's
 * `subtitle` and a record's `note`, `colours` (a hasMany select) and `related` (a hasMany relationship
 * to categories). Without it, no options: the app is unchanged.
 */
export const e2eExtraFields = (): SiteGeneratorOptions =>
  settings().E2E_EXTRA_FIELDS
    ? {
        collections: {
          'dataset-records': {
            overrides: {
              fields: ({ defaultFields }) => [
                ...defaultFields,
                { name: 'note', type: 'text' },
                {
                  name: 'colours',
                  type: 'select',
                  hasMany: true,
                  options: ['red', 'green', 'blue'],
                },
                { name: 'related', type: 'relationship', relationTo: 'categories', hasMany: true },
              ],
            },
          },
          pages: {
            overrides: {
              fields: ({ defaultFields }) => [...defaultFields, { name: 'subtitle', type: 'text' }],
            },
          },
        },
      }
    : {}
