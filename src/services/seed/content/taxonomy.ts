import type { DemoCategory, DemoPageType } from './types'

export const pageTypes: DemoPageType[] = [
  {
    name: 'Blog',
    slug: 'blog',
    urlStructure: '/blog',
    useCategoryStructure: false,
    description: 'News, practice tips and buying advice from the store.',
    isDefault: true,
    showRelatedPages: true,
    relatedPagesCount: 3,
    relatedPagesTitle: 'Related Posts',
    panels: { rightPanel: 'Shop sidebar', bottomPanel: 'Newsletter signup' },
  },
  {
    name: 'Guide',
    slug: 'guide',
    useCategoryStructure: true,
    description: 'In-depth buying guides, filed under their instrument category.',
    isDefault: false,
    showRelatedPages: false,
    panels: { topPanel: 'Trust bar' },
  },
]

// Parents come before their children so seedDemo can resolve `parent` in one pass.
export const categories: DemoCategory[] = [
  {
    name: 'Instruments',
    slug: 'instruments',
    browsable: true,
    order: 0,
    description: 'Every instrument family we stock, with guides and comparisons.',
  },
  {
    name: 'Strings',
    slug: 'strings',
    parent: 'instruments',
    browsable: true,
    order: 0,
    description: 'Guitars, ukuleles, banjos and everything else with strings.',
  },
  {
    name: 'Bowed Strings',
    slug: 'bowed-strings',
    parent: 'strings',
    browsable: true,
    order: 0,
    description: 'Violins, violas and cellos: care, setup and buying advice.',
  },
  {
    name: 'Keys',
    slug: 'keys',
    parent: 'instruments',
    browsable: true,
    order: 1,
    description: 'Pianos, digital pianos and keyboards.',
  },
  {
    name: 'Wind',
    slug: 'wind',
    parent: 'instruments',
    browsable: true,
    order: 2,
    description: 'Woodwind and brass instruments.',
  },
  {
    name: 'Buying Guides',
    slug: 'buying-guides',
    browsable: true,
    order: 1,
    description: 'Advice for choosing and buying your next instrument.',
  },
]
