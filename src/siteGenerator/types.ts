/** The types a host app needs to configure the plugin (`site-generator-cms/types`). */
export type {
  AccessRules,
  CollectionOverrides,
  SiteGeneratorCollectionSlug,
  SiteGeneratorOptions,
} from './options'
