import { instrumentsDataset } from './content/instruments'
import { footerMenu, headerMenu, homepageSections, panels, snippets } from './content/layout'
import { acmePost, guidePages, infoPages } from './content/pages'
import { blogPosts } from './content/posts'
import { categories, pageTypes } from './content/taxonomy'
import { templates } from './content/templates'
import type { DemoTenant } from './content/types'

export type * from './content/types'

/**
 * The demo site a newcomer sees on first start: a music store with a dataset-driven instrument guide,
 * a blog, a category tree and a laid-out homepage, plus a second, nearly empty tenant so tenant
 * isolation is visible. Pure data; seedDemo writes it.
 */
const demoTenant: DemoTenant = {
  name: 'Demo Music Store',
  domain: 'demo.localhost',
  status: 'active',
  branding: { primaryColor: '#7C3AED', secondaryColor: '#00897B' },
}

const secondTenant: DemoTenant = {
  name: 'Acme Guides',
  domain: 'acme.localhost',
  status: 'setup',
}

export const demoContent = {
  tenant: demoTenant,
  dataset: instrumentsDataset,
  panels,
  snippets,
  templates,
  pageTypes,
  categories,
  pages: [...blogPosts, ...guidePages, ...infoPages],
  headerMenu,
  footerMenu,
  homepageSections,
  secondTenant: { tenant: secondTenant, pages: [acmePost] },
}
