import type { DemoPage } from './types'

// Guides (filed under categories), the site's information pages, and the second tenant's only post.

export const guidePages: DemoPage[] = [
  {
    title: 'Guitar Buying Guide',
    slug: 'guitar-buying-guide',
    type: 'page',
    pageType: 'guide',
    category: 'strings',
    status: 'published',
    publishedDaysAgo: 30,
    excerpt:
      'Acoustic or electric, nylon or steel: how to pick a first guitar that is a joy to play.',
    seoTitle: 'Guitar Buying Guide for Beginners',
    seoDescription:
      'How to choose a first guitar: body styles, strings, budget and the setup details that matter most.',
    markdown: `A well set-up guitar is the single biggest factor in whether a beginner keeps playing. Here is what to look for.

## Nylon or steel strings?

- **Nylon (classical):** soft on fingertips, wide neck, warm sound. Ideal for children and classical or flamenco players.
- **Steel (acoustic):** brighter and louder, the sound of pop and folk. Slightly harder on fingers at first.

## Acoustic or electric?

Electric guitars have thinner strings and lower action, so they are often *easier* to play. You will need an amplifier and a cable, but a small practice amp with headphones is inexpensive.

## What a good setup means

1. The strings sit low enough to press down without pain.
2. The guitar plays in tune all the way up the neck.
3. No buzzing frets.

Every guitar we sell is set up in our workshop before it leaves. See the [guitar](/instrument/guitar) and [bass guitar](/instrument/bass-guitar) guides for prices.`,
  },
  {
    title: 'Digital Piano Buying Guide',
    slug: 'digital-piano-buying-guide',
    type: 'page',
    pageType: 'guide',
    category: 'keys',
    status: 'published',
    publishedDaysAgo: 45,
    excerpt: 'Key action, sound engine and speakers: what to compare when buying a digital piano.',
    seoTitle: 'Digital Piano Buying Guide',
    seoDescription:
      'What to look for in a digital piano: weighted hammer action, polyphony, speakers, pedals and connectivity.',
    markdown: `A digital piano gives you the feel of a real [piano](/instrument/piano) with headphones and no tuning bills.

## Key action comes first

Look for **88 fully weighted, hammer-action keys**. Graded action, heavier in the bass and lighter in the treble, feels closest to an acoustic piano.

## Sound and polyphony

- 64-note polyphony is the minimum; 128 or more avoids notes cutting out with the sustain pedal.
- Listen through headphones *and* the speakers before you buy.

## Pedals and connections

1. A proper sustain pedal, not a small plastic switch.
2. A three-pedal unit if you plan to play classical pieces.
3. USB or Bluetooth MIDI for learning apps.

Not sure you need weighted keys yet? Read [keyboard vs piano](/compare/keyboard-vs-piano) first.`,
  },
]

export const infoPages: DemoPage[] = [
  {
    title: 'About us',
    slug: 'about',
    type: 'page',
    status: 'published',
    publishedDaysAgo: 200,
    excerpt: 'A small music shop run by musicians, for musicians.',
    seoTitle: 'About Demo Music Store',
    seoDescription:
      'Who we are: a team of working musicians helping beginners and pros find the right instrument.',
    markdown: `Demo Music Store started in 2009 as a tiny repair workshop behind a guitar shop. Today we are a team of **twelve working musicians** who still set up every instrument by hand.

## What we believe

- Beginners deserve instruments that are easy to play.
- Honest advice beats a hard sell.
- Music is for everyone, at every age.

## Visit us

Come and try anything in the shop, from a [ukulele](/instrument/ukulele) to a [harp](/instrument/harp). Or [read the blog](/blog) for our latest tips.`,
  },
  {
    title: 'Privacy policy',
    slug: 'privacy',
    type: 'page',
    status: 'published',
    publishedDaysAgo: 200,
    excerpt: 'How we handle your personal data.',
    seoTitle: 'Privacy policy',
    seoDescription: 'How Demo Music Store collects, uses and protects your personal data.',
    markdown: `We only collect the data we need to process your orders and, if you ask for it, to send our newsletter.

## What we collect

- Your name, address and email when you place an order.
- Your email address if you subscribe to the newsletter.

## Your rights

You can ask us to see, correct or delete your data at any time by writing to *privacy@demo.localhost*. We never sell personal data.`,
  },
]

export const acmePost: DemoPage = {
  title: 'Welcome to Acme Guides',
  slug: 'welcome-to-acme-guides',
  type: 'blog',
  status: 'published',
  publishedDaysAgo: 2,
  excerpt: 'Acme Guides is getting ready: practical how-to guides for the home workshop.',
  seoTitle: 'Welcome to Acme Guides',
  seoDescription: 'Practical how-to guides for the home workshop, coming soon from Acme.',
  markdown: `Welcome! **Acme Guides** is a new site of practical how-to guides for the home workshop.

## Coming soon

- Choosing your first set of hand tools
- Sharpening chisels and plane irons
- Finishing wood with oil and wax

This site is still in setup, so expect changes.`,
}
