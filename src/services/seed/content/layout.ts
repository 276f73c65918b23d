import type { DemoHomepageSection, DemoMenuItem, DemoPanel, DemoSnippet } from './types'

// Panels and snippets may use spintax ({a|b|c}): one option is chosen per page and cached.

export const panels: DemoPanel[] = [
  {
    name: 'Newsletter signup',
    isActive: true,
    content: `<div class="panel panel-newsletter">
  <h3>{Join|Subscribe to} the Demo Music Store newsletter</h3>
  <p>{Practice tips|Gear reviews|Lesson ideas} and members-only offers, once a month. No spam, ever.</p>
  <p><a class="button" href="mailto:newsletter@demo.localhost?subject=Subscribe">{Sign me up|Count me in}</a></p>
</div>`,
  },
  {
    name: 'Shop sidebar',
    isActive: true,
    content: `<div class="panel panel-sidebar">
  <h3>Visit the shop</h3>
  <ul>
    <li><a href="/instruments">All instrument guides</a></li>
    <li><a href="/compare/keyboard-vs-piano">Keyboard vs piano</a></li>
    <li><a href="/category/instruments">Browse by family</a></li>
  </ul>
  <p>Questions? Our staff are musicians: <a href="mailto:help@demo.localhost">help@demo.localhost</a></p>
</div>`,
  },
  {
    name: 'Trust bar',
    isActive: true,
    content: `<div class="panel panel-trust">
  <p>★ 4.9/5 from 2,000+ musicians · Free 30-day returns · {Expert setup|Professional setup} on every instrument</p>
</div>`,
  },
  {
    name: 'Holiday sale banner',
    isActive: false,
    content: `<div class="panel panel-banner"><p>Holiday sale: 20% off all accessories until 31 December.</p></div>`,
  },
]

export const snippets: DemoSnippet[] = [
  {
    name: 'Call to action',
    tag: 'cta',
    status: 'active',
    description: 'Closing call to action for guide and comparison pages.',
    content: `<div class="cta">
  <p>{Ready to play|Ready to start|Feeling inspired}? {Browse|Explore} our <a href="/instruments">instrument guides</a> or <a href="/blog">read the blog</a> for {practice tips|buying advice}.</p>
</div>`,
  },
  {
    name: 'Shipping note',
    tag: 'shipping',
    status: 'active',
    description: 'Free shipping and returns promise.',
    content: `<p class="shipping-note">Free shipping on orders over $99 and free returns within 30 days.</p>`,
  },
  {
    name: 'Summer sale',
    tag: 'summer-sale',
    status: 'inactive',
    description: 'Seasonal promotion, switched off outside the summer.',
    content: `<p class="promo">Summer sale: {15%|20%} off selected instruments.</p>`,
  },
]

export const headerMenu: DemoMenuItem[] = [
  { label: 'Home', url: '/', order: 0 },
  { label: 'Blog', url: '/blog', order: 1 },
  { label: 'Instruments', url: '/category/instruments', order: 2 },
  { label: 'Compare', url: '/compare/keyboard-vs-piano', order: 3 },
]

export const footerMenu: DemoMenuItem[] = [
  { label: 'About', url: '/page/about', order: 0 },
  { label: 'Privacy', url: '/page/privacy', order: 1 },
  { label: 'Blog', url: '/blog', order: 2 },
]

export const homepageSections: DemoHomepageSection[] = [
  { sectionType: 'blog_posts', title: 'Latest from the blog', itemCount: 3, order: 0 },
  {
    sectionType: 'template_cards',
    title: 'Explore instruments',
    template: 'Instrument guide',
    itemCount: 6,
    order: 1,
  },
  {
    sectionType: 'category',
    title: 'Browse by family',
    category: 'instruments',
    itemCount: 6,
    order: 2,
  },
  {
    sectionType: 'custom_content',
    title: 'Why shop with us',
    order: 3,
    content: `<p>We are a small team of working musicians. Every instrument is <strong>set up by hand</strong> before it ships, every order over $99 ships free, and if it does not feel right you have <strong>30 days to return it</strong>.</p>
<ul>
  <li>Honest advice from people who play</li>
  <li>Free setup and string change on every stringed instrument</li>
  <li>Lessons and repairs in our workshop</li>
</ul>`,
  },
]
