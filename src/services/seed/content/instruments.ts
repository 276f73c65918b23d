import type { DemoDataset, DemoRecord } from './types'

type Instrument = {
  name: string
  label: string
  family: string
  origin: string
  priceRange: string
  yearInvented: number
  beginnerFriendly: boolean
  description: string
  liveInDays?: number
}

// `name` is the URL identifier (/instrument/bass-guitar), so it is a lower-case slug; `label` is what
// the pages show. Three descriptions are left empty for the AI "fill empty fields" action, and two
// records go live in 30 days so the pending state is visible.
const instruments: Instrument[] = [
  {
    name: 'keyboard',
    label: 'Keyboard',
    family: 'Keyboard',
    origin: 'Japan',
    priceRange: '$100 – $600',
    yearInvented: 1980,
    beginnerFriendly: true,
    description:
      'A portable electronic keyboard gives you hundreds of sounds, built-in rhythms and headphone practice in one light package. It is the most affordable way to learn chords, melodies and basic music theory at home.',
  },
  {
    name: 'piano',
    label: 'Piano',
    family: 'Keyboard',
    origin: 'Italy',
    priceRange: '$3,000 – $30,000',
    yearInvented: 1700,
    beginnerFriendly: true,
    description:
      'The acoustic piano uses felt hammers striking steel strings, so every key responds to how softly or firmly you play. Its layout makes harmony easy to see, which is why it is the classic first instrument for learning music.',
  },
  {
    name: 'guitar',
    label: 'Acoustic Guitar',
    family: 'Strings',
    origin: 'Spain',
    priceRange: '$150 – $1,500',
    yearInvented: 1850,
    beginnerFriendly: true,
    description:
      'The acoustic guitar is a six-string instrument you can strum for chords or pick for melodies, anywhere and without an amplifier. A few open chords are enough to play along with thousands of songs.',
  },
  {
    name: 'violin',
    label: 'Violin',
    family: 'Strings',
    origin: 'Italy',
    priceRange: '$200 – $5,000',
    yearInvented: 1555,
    beginnerFriendly: false,
    description:
      'The violin is the smallest and highest-pitched member of the bowed string family, with four strings tuned in fifths. It takes patience to sound sweet, but it rewards you with a voice that can lead an orchestra or a folk session.',
  },
  {
    name: 'cello',
    label: 'Cello',
    family: 'Strings',
    origin: 'Italy',
    priceRange: '$800 – $8,000',
    yearInvented: 1530,
    beginnerFriendly: false,
    description:
      'The cello is played seated with the instrument between your knees, and its range is close to the human voice. Its warm, deep tone makes it a favourite for both orchestral bass lines and singing solo melodies.',
  },
  {
    name: 'flute',
    label: 'Flute',
    family: 'Woodwind',
    origin: 'Germany',
    priceRange: '$500 – $3,000',
    yearInvented: 1847,
    beginnerFriendly: true,
    description:
      'The modern flute is a metal tube you play by blowing across an opening, with keys that make fingerings logical. It is light, quiet enough for apartments and a great entry point to band and orchestra playing.',
  },
  {
    name: 'clarinet',
    label: 'Clarinet',
    family: 'Woodwind',
    origin: 'Germany',
    priceRange: '$400 – $2,500',
    yearInvented: 1700,
    beginnerFriendly: true,
    description:
      'The clarinet is a single-reed woodwind with a wide range, from a dark, velvety low register to bright high notes. It is a staple of school bands, jazz and chamber music alike.',
  },
  {
    name: 'saxophone',
    label: 'Saxophone',
    family: 'Woodwind',
    origin: 'Belgium',
    priceRange: '$1,000 – $5,000',
    yearInvented: 1846,
    beginnerFriendly: true,
    description:
      'The saxophone combines a brass body with a single reed, giving it a powerful yet expressive voice. The alto sax is the usual starting point and quickly gets you playing jazz, pop and funk lines.',
  },
  {
    name: 'trumpet',
    label: 'Trumpet',
    family: 'Brass',
    origin: 'Germany',
    priceRange: '$400 – $3,000',
    yearInvented: 1818,
    beginnerFriendly: true,
    description:
      'The trumpet produces sound from buzzing lips in a cup mouthpiece, with three valves to change notes. It is bright, bold and at home in everything from marching bands to salsa and jazz.',
  },
  {
    name: 'trombone',
    label: 'Trombone',
    family: 'Brass',
    origin: 'France',
    priceRange: '$400 – $3,000',
    yearInvented: 1450,
    beginnerFriendly: true,
    description:
      'The trombone uses a slide instead of valves, so you can glide smoothly between notes. Its rich, full sound anchors brass sections in orchestras, big bands and ska groups.',
  },
  {
    name: 'drums',
    label: 'Drum Kit',
    family: 'Percussion',
    origin: 'United States',
    priceRange: '$400 – $3,000',
    yearInvented: 1909,
    beginnerFriendly: true,
    description:
      'A drum kit brings bass drum, snare, toms and cymbals together so one player can drive a whole band. Electronic kits with headphones make daily practice possible even in a small flat.',
  },
  {
    name: 'ukulele',
    label: 'Ukulele',
    family: 'Strings',
    origin: 'Hawaii, United States',
    priceRange: '$50 – $400',
    yearInvented: 1879,
    beginnerFriendly: true,
    description:
      'The ukulele is a small four-string instrument with nylon strings that are gentle on your fingertips. Most beginners can play a full song within their first week.',
  },
  {
    name: 'harp',
    label: 'Harp',
    family: 'Strings',
    origin: 'France',
    priceRange: '$2,000 – $30,000',
    yearInvented: 1810,
    beginnerFriendly: false,
    description:
      'The concert harp has 47 strings and seven pedals that change the key of the whole instrument. Smaller lever harps are a more affordable way to start and still produce that shimmering, bell-like sound.',
  },
  {
    name: 'bass-guitar',
    label: 'Bass Guitar',
    family: 'Strings',
    origin: 'United States',
    priceRange: '$200 – $2,000',
    yearInvented: 1951,
    beginnerFriendly: true,
    description:
      'The electric bass guitar holds down the low end of a band, locking in with the drums to create the groove. Four strings and simple lines make it one of the quickest ways to start playing with other people.',
  },
  {
    name: 'banjo',
    label: 'Banjo',
    family: 'Strings',
    origin: 'United States',
    priceRange: '$200 – $2,000',
    yearInvented: 1830,
    beginnerFriendly: true,
    description:
      'The banjo stretches a drum-like head across its body, which gives it a bright, punchy twang. It is essential in bluegrass and old-time music and surprisingly fun to learn.',
  },
  {
    name: 'accordion',
    label: 'Accordion',
    family: 'Free reed',
    origin: 'Austria',
    priceRange: '$300 – $5,000',
    yearInvented: 1829,
    beginnerFriendly: false,
    description: '',
  },
  {
    name: 'harmonica',
    label: 'Harmonica',
    family: 'Free reed',
    origin: 'Germany',
    priceRange: '$20 – $150',
    yearInvented: 1821,
    beginnerFriendly: true,
    description: '',
  },
  {
    name: 'mandolin',
    label: 'Mandolin',
    family: 'Strings',
    origin: 'Italy',
    priceRange: '$150 – $1,500',
    yearInvented: 1740,
    beginnerFriendly: true,
    description: '',
  },
  {
    name: 'oboe',
    label: 'Oboe',
    family: 'Woodwind',
    origin: 'France',
    priceRange: '$1,500 – $8,000',
    yearInvented: 1657,
    beginnerFriendly: false,
    description:
      'The oboe is a double-reed woodwind with a clear, penetrating tone that the whole orchestra tunes to. It is challenging at first but one of the most expressive solo voices in classical music.',
    liveInDays: 30,
  },
  {
    name: 'xylophone',
    label: 'Xylophone',
    family: 'Percussion',
    origin: 'Southeast Asia',
    priceRange: '$100 – $2,500',
    yearInvented: 1500,
    beginnerFriendly: true,
    description:
      'The xylophone has tuned wooden bars laid out like a piano keyboard and played with mallets. Its crisp, dry sound is perfect for learning rhythm and note names at the same time.',
    liveInDays: 31,
  },
]

const toRecord = ({ liveInDays, ...data }: Instrument, index: number): DemoRecord => ({
  data,
  // Spread the live dates over the past months so "newest" lists have a believable order.
  liveInDays: liveInDays ?? -(120 - index * 5),
})

export const instrumentsDataset: DemoDataset = {
  name: 'Musical Instruments',
  description:
    'Popular musical instruments with their family, origin, typical price and a beginner-friendly description.',
  notes:
    'Feeds the Instrument guide (/instrument/{name}) and Instrument comparison (/compare/{name}-vs-{name}) templates. `name` is the URL slug, `label` the display name.',
  status: 'active',
  fields: [
    { name: 'name', type: 'text', required: true, isPrimary: true, order: 0 },
    { name: 'label', type: 'text', required: true, order: 1 },
    { name: 'family', type: 'text', order: 2 },
    { name: 'origin', type: 'text', order: 3 },
    { name: 'priceRange', type: 'text', order: 4 },
    { name: 'yearInvented', type: 'number', order: 5 },
    { name: 'beginnerFriendly', type: 'boolean', order: 6 },
    {
      name: 'description',
      type: 'text',
      aiPrompt: 'Write a two-sentence description of the {name} for a beginner musician.',
      order: 7,
    },
  ],
  records: instruments.map(toRecord),
}
