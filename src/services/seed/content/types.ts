import type {
  Category,
  DatasetField,
  HomepageSection,
  Page,
  Snippet,
  Template,
  Tenant,
} from '../../../payload-types'

// The demo content is plain data: relationships are written as names or slugs and turned into ids by
// seedDemo, and dates are written as day offsets from the moment of seeding.

/** Panel names by slot; resolved to panel ids at seed time. */
export type PanelSlots = {
  topPanel?: string
  bottomPanel?: string
  leftPanel?: string
  rightPanel?: string
}

export type DemoTenant = {
  name: string
  domain: string
  status: NonNullable<Tenant['status']>
  branding?: { primaryColor?: string; secondaryColor?: string }
}

type DemoDatasetField = {
  name: string
  type: NonNullable<DatasetField['type']>
  required?: boolean
  isPrimary?: boolean
  aiPrompt?: string
  order: number
}

export type DemoRecord = {
  data: Record<string, string | number | boolean>
  /** Days from now; negative is in the past, positive leaves the record pending. */
  liveInDays: number
}

export type DemoDataset = {
  name: string
  description: string
  notes: string
  status: 'active' | 'inactive' | 'draft'
  fields: DemoDatasetField[]
  records: DemoRecord[]
}

export type DemoPanel = { name: string; content: string; isActive: boolean }

export type DemoSnippet = {
  name: string
  tag: string
  content: string
  description?: string
  status: NonNullable<Snippet['status']>
}

export type DemoTemplate = {
  name: string
  urlPattern: string
  indexUrl: string
  identifierField: string
  status: NonNullable<Template['status']>
  content: string
  showRelatedPages: boolean
  relatedPagesCount: number
  relatedPagesTitle: string
  panels: PanelSlots
}

export type DemoPageType = {
  name: string
  slug: string
  urlStructure?: string
  useCategoryStructure: boolean
  description: string
  isDefault: boolean
  showRelatedPages: boolean
  relatedPagesCount?: number
  relatedPagesTitle?: string
  panels: PanelSlots
}

export type DemoCategory = {
  name: string
  slug: string
  /** Slug of the parent category; parents are listed before their children. */
  parent?: string
  browsable: boolean
  description: string
  order: Category['order']
}

export type DemoPage = {
  title: string
  slug: string
  markdown: string
  excerpt: string
  status: NonNullable<Page['status']>
  type: NonNullable<Page['type']>
  /** Page type slug. */
  pageType?: string
  /** Category slug. */
  category?: string
  seoTitle: string
  seoDescription: string
  featured?: boolean
  /** Days before now the page was published; ignored unless published. */
  publishedDaysAgo?: number
}

export type DemoMenuItem = { label: string; url: string; order: number; openInNewTab?: boolean }

export type DemoHomepageSection = {
  sectionType: HomepageSection['sectionType']
  title: string
  itemCount?: number
  order: number
  /** Template name, for template_cards. */
  template?: string
  /** Category slug, stored as settings.categoryId. */
  category?: string
  /** HTML, stored as settings.content, for custom_content. */
  content?: string
}
