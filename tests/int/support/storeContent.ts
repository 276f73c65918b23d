/**
 * The content of the test store (tests/int/support/storeFixture.ts): texts the tests assert on, as
 * plain data. Relationships are written as slugs and turned into ids when the store is built.
 */
const DAY_MS = 86_400_000
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

export const STORE = {
  name: 'Fixture Cycles',
  domain: 'cycles.localhost',
  primaryColor: '#2E7D32',
  /** A second tenant, still in setup, with one post of its own. */
  second: { name: 'Second Spokes', domain: 'second.localhost', post: 'welcome-to-second-spokes' },
  panels: {
    sidebar: 'Visit the workshop',
    newsletter: 'newsletter',
    trust: '4.8/5',
  },
  shipping: 'Free delivery on bikes over $500',
} as const

/** The dataset's live records by name, and one that goes live in 30 days. */
export const bikes: Record<string, { label: string; family: string }> = {
  bmx: { label: 'BMX', family: 'Stunt' },
  cruiser: { label: 'Cruiser', family: 'Leisure' },
  fixie: { label: 'Fixie', family: 'Track' },
  'gravel-bike': { label: 'Gravel Bike', family: 'Adventure' },
  hybrid: { label: 'Hybrid', family: 'Leisure' },
  'road-bike': { label: 'Road Bike', family: 'Road' },
  tandem: { label: 'Tandem', family: 'Leisure' },
  'touring-bike': { label: 'Touring Bike', family: 'Adventure' },
}
export const PENDING_BIKE = 'unicycle'

export const guideContent = `<article><p>#family# · Bike guide</p><h1>The #label#: a rider's guide</h1>
<p>#description#</p><p>{Test ride|Borrow} a #label# before you buy.</p>#shipping##cta#</article>`
export const comparisonContent = `<article><h1>#label[1]# vs #label[2]#</h1>
<p>#description[1]#</p><p>#description[2]#</p>#cta#</article>`

type Page = {
  title: string
  slug: string
  markdown: string
  pageType?: 'blog' | 'guide'
  category?: string
  status?: 'draft' | 'published'
  featured?: boolean
  daysAgo?: number
  seoTitle?: string
  seoDescription?: string
}

export const pages: Page[] = [
  {
    title: 'How to Choose Your First Bike',
    slug: 'how-to-choose-your-first-bike',
    markdown: 'Three questions decide it.\n\n## Where will you ride?\n\nRoads, trails or both.',
    pageType: 'blog',
    category: 'buying-guides',
    featured: true,
    daysAgo: 1,
  },
  {
    title: 'Caring for Your Chain',
    slug: 'caring-for-your-chain',
    markdown: 'Clean it, then oil it.',
    pageType: 'blog',
    daysAgo: 2,
  },
  {
    title: 'Five Rides for Rainy Days',
    slug: 'five-rides-for-rainy-days',
    markdown: 'Mudguards first.',
    pageType: 'blog',
    daysAgo: 3,
  },
  {
    title: 'Tyre Pressure Explained',
    slug: 'tyre-pressure-explained',
    markdown: 'Softer is faster off road.',
    seoTitle: 'Tyre Pressure for Beginners',
    seoDescription: 'What pressure should a beginner run? Softer is faster off road.',
    pageType: 'blog',
    daysAgo: 4,
  },
  {
    title: 'Commuting on a Road Bike',
    slug: 'commuting-on-a-road-bike',
    markdown: 'Lights, lock, rack.',
    pageType: 'blog',
    category: 'road',
    daysAgo: 5,
  },
  {
    title: 'Spring Sale Preview',
    slug: 'spring-sale-preview',
    markdown: 'Not yet.',
    pageType: 'blog',
    status: 'draft',
  },
  // Pages without a page type are listed with the posts: old enough to stay out of the latest three.
  {
    title: 'About Fixture Cycles',
    slug: 'about',
    markdown: 'A workshop run by riders.',
    daysAgo: 30,
  },
  { title: 'Privacy', slug: 'privacy', markdown: 'We keep your address only.', daysAgo: 30 },
  {
    title: 'Road Bike Buying Guide',
    slug: 'road-bike-buying-guide',
    markdown: 'Fit before frame.',
    pageType: 'guide',
    category: 'road',
    daysAgo: 6,
  },
  {
    title: 'Kids Bike Sizing Guide',
    slug: 'kids-bike-sizing-guide',
    markdown: 'Wheel size follows leg length.',
    pageType: 'guide',
    category: 'kids',
    daysAgo: 7,
  },
]
