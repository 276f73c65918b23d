import type { DemoPage } from './types'

// Page bodies are markdown; seedDemo converts them to Lexical, the storage format of pages.content.

export const blogPosts: DemoPage[] = [
  {
    title: 'How to Choose Your First Instrument',
    slug: 'how-to-choose-your-first-instrument',
    type: 'blog',
    pageType: 'blog',
    category: 'buying-guides',
    status: 'published',
    featured: true,
    publishedDaysAgo: 3,
    excerpt:
      'Five honest questions that point you to the instrument you will still be playing a year from now.',
    seoTitle: 'How to Choose Your First Instrument | Demo Music Store',
    seoDescription:
      'A practical, pressure-free guide to picking your first musical instrument: budget, space, music taste and time.',
    markdown: `The best first instrument is not the easiest one or the cheapest one. It is the one you *want* to pick up every day. Here is how we help customers find it.

## 1. What music do you listen to?

Start with the sound you love. If your playlists are full of singer-songwriters, a [guitar](/instrument/guitar) or [ukulele](/instrument/ukulele) will let you play along within weeks. Jazz fans tend to fall for the [saxophone](/instrument/saxophone); film-score lovers often end up at the [cello](/instrument/cello).

## 2. How much space and noise can you afford?

- **Apartment living:** a digital [keyboard](/instrument/keyboard) or an electronic drum kit with headphones.
- **Shared house:** flute, clarinet or ukulele are all moderate in volume.
- **Detached house or a garage:** anything goes, including a full acoustic drum kit.

## 3. What is your budget?

You do not need to spend a fortune, but avoid the very cheapest instruments: poor setup makes them *harder* to play. As a rule of thumb:

1. Decide on a budget that includes a case, a tuner and a few lessons.
2. Buy from a shop that sets instruments up before they ship.
3. Ask about rent-to-own schemes for orchestral instruments.

## 4. How much time do you have?

Fifteen focused minutes a day beats a two-hour session once a week. Instruments with a gentle learning curve, such as the **ukulele** or **keyboard**, give you early wins that keep you going.

> The instrument you practise is always better than the perfect instrument in the cupboard.

## Still unsure?

Compare two favourites side by side, for example [keyboard vs piano](/compare/keyboard-vs-piano), or drop into the shop and try a few. We never mind the noise.`,
  },
  {
    title: 'Keyboard vs Piano: Which Should You Buy?',
    slug: 'keyboard-vs-piano-which-should-you-buy',
    type: 'blog',
    pageType: 'blog',
    category: 'keys',
    status: 'published',
    publishedDaysAgo: 9,
    excerpt:
      'Weighted keys, portability and price: what really separates a keyboard from a piano for a beginner.',
    seoTitle: 'Keyboard vs Piano for Beginners',
    seoDescription:
      'Should a beginner buy a keyboard, a digital piano or an acoustic piano? We compare touch, sound, space and cost.',
    markdown: `It is the question we hear most often at the counter. The honest answer depends on *what* you want to play and *where* you will play it.

## The feel of the keys

An acoustic [piano](/instrument/piano) has heavy, hammer-action keys. Most portable [keyboards](/instrument/keyboard) have light, springy keys. If you want to play classical repertoire, practise on **weighted keys** from the start so your technique transfers.

## Sound and features

Keyboards offer hundreds of voices, rhythms and a headphone socket. Pianos offer one sound, but a beautiful and endlessly expressive one. In short:

- **Keyboard:** portable, affordable, great for pop and songwriting.
- **Digital piano:** weighted keys, headphones, a good middle ground.
- **Acoustic piano:** the real thing, but needs space and tuning twice a year.

## Our recommendation

If you are an adult beginner with a small flat, start with an 88-key digital piano. Children who are curious but not yet committed do well on a 61-key keyboard. See the full [keyboard vs piano comparison](/compare/keyboard-vs-piano) for the numbers.`,
  },
  {
    title: '5 Daily Practice Habits That Actually Work',
    slug: 'five-daily-practice-habits',
    type: 'blog',
    pageType: 'blog',
    status: 'published',
    publishedDaysAgo: 16,
    excerpt: 'Short, focused and a little bit boring: the practice routine our teachers swear by.',
    seoTitle: '5 Daily Practice Habits for Musicians',
    seoDescription:
      'Five simple practice habits that help beginners and improvers make steady progress on any instrument.',
    markdown: `Progress on an instrument comes from *consistent* practice, not heroic weekend sessions. These five habits work for every instrument in the shop.

## 1. Practise at the same time every day

Tie practice to something you already do, like your morning coffee. A habit that needs willpower will not survive a busy week.

## 2. Warm up for five minutes

Long notes on wind instruments, scales on the piano, open strings on the violin. Warm-ups protect your hands and your lips, and they settle your mind.

## 3. Work on one small thing

Pick **one** bar, one chord change or one rhythm and repeat it slowly until it is easy. Then speed it up a little. Use a metronome and write down the tempo in a notebook.

## 4. Record yourself

Your phone is the best teacher you already own. Listen back once a week and you will hear problems (and progress!) you cannot notice while playing.

## 5. Finish with something fun

End every session by playing a piece you love. It is the reason you started, and it makes you want to come back tomorrow.

---

*Need a metronome, a music stand or a practice mute?* Our staff can recommend what actually helps.`,
  },
  {
    title: "Caring for Your Violin: A Beginner's Checklist",
    slug: 'caring-for-your-violin',
    type: 'blog',
    pageType: 'blog',
    category: 'bowed-strings',
    status: 'published',
    publishedDaysAgo: 24,
    excerpt:
      'Rosin, humidity and a soft cloth: simple habits that keep your violin sounding its best.',
    seoTitle: 'Violin Care Checklist for Beginners',
    seoDescription:
      'How to clean, store and maintain a violin and bow: a simple checklist for new players and parents.',
    markdown: `A [violin](/instrument/violin) is made of thin, carved wood held under a lot of tension. A few minutes of care each week keeps it safe and sounding sweet.

## After every practice

- Wipe rosin dust off the strings and the top with a **soft, dry cloth**.
- Loosen the bow hair until it no longer touches the stick.
- Put the violin back in its case and close the latches.

## Every week

1. Check that the bridge is standing straight, not leaning towards the fingerboard.
2. Look at the fine tuners: if one is screwed all the way in, ask your teacher to retune with the pegs.
3. Rosin the bow, but lightly. Too much rosin makes a scratchy sound.

## Humidity and temperature

Wood moves with the seasons. Keep the case away from radiators and never leave it in a car. In winter, a simple case humidifier prevents cracks and slipping pegs.

## When to visit the workshop

Bring it in if you notice a buzz, an open seam or a bridge that will not stay straight. Our luthier checks student violins **free of charge** once a year.

Looking at a bigger instrument? Read our guide to the [cello](/instrument/cello) as well.`,
  },
  {
    title: 'Why the Ukulele Is the Perfect Travel Instrument',
    slug: 'ukulele-perfect-travel-instrument',
    type: 'blog',
    pageType: 'blog',
    category: 'strings',
    status: 'published',
    publishedDaysAgo: 38,
    excerpt: 'Small, light, tough and cheerful: the ukulele was made for suitcases and campfires.',
    seoTitle: 'The Ukulele: the Perfect Travel Instrument',
    seoDescription:
      'Why the ukulele is the ideal instrument to take on holiday, and how to choose and pack one.',
    markdown: `If you want music on the road, the [ukulele](/instrument/ukulele) is hard to beat. It fits in hand luggage, survives the odd knock and sounds happy anywhere.

## Small but complete

With four nylon strings and a short neck, the ukulele is easy on your fingers. Learn **C, A minor, F and G** and you can play hundreds of songs around a campfire.

## Choosing a travel ukulele

- **Soprano:** the smallest and most traditional sound.
- **Concert:** a little more room for your fingers; our favourite all-rounder.
- **Laminate body:** tougher than solid wood when the weather changes.

## Packing tips

1. Use a padded gig bag with a pocket for a clip-on tuner.
2. Slacken the strings slightly before a flight.
3. Bring a spare set of strings, they weigh almost nothing.

> Nobody has ever been unhappy to hear a ukulele at a picnic.

Curious how it compares with its bigger cousin? Try our [guitar guide](/instrument/guitar).`,
  },
  {
    title: 'Spring Sale Preview',
    slug: 'spring-sale-preview',
    type: 'blog',
    pageType: 'blog',
    status: 'draft',
    excerpt: 'A sneak peek at the instruments and accessories going on sale this spring.',
    seoTitle: 'Spring Sale Preview',
    seoDescription: 'Get ready for our spring sale on instruments and accessories.',
    markdown: `Our spring sale starts soon. Here is a *first look* at what will be on offer.

## Coming up

- Student violins and cellos
- Digital pianos with weighted keys
- Strings, reeds and accessories

Details to follow: this post is still a draft.`,
  },
]
