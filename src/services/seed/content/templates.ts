import type { DemoTemplate } from './types'

// Template HTML: #field# is the matched record's value, #field[n]# the n-th record's when the URL has
// several identifiers, and a #tag# that is not a field is an active snippet.

const instrumentGuide = `<article class="instrument-guide">
  <p class="eyebrow">#family# · Instrument guide</p>
  <h1>The #label#: a beginner's guide</h1>
  <p class="lead">#description#</p>
  <table class="facts">
    <tbody>
      <tr><th scope="row">Family</th><td>#family#</td></tr>
      <tr><th scope="row">Origin</th><td>#origin#</td></tr>
      <tr><th scope="row">First built</th><td>around #yearInvented#</td></tr>
      <tr><th scope="row">Typical price</th><td>#priceRange#</td></tr>
    </tbody>
  </table>
  <h2>Is the #label# right for you?</h2>
  <p>Every instrument rewards a different kind of musician. Rent or borrow a #label# for a month, practise
  fifteen minutes a day, and notice whether you look forward to picking it up. If you do, you have found
  your instrument.</p>
  <h2>What to look for when buying</h2>
  <ul>
    <li>A solid setup from a specialist shop matters more than brand names.</li>
    <li>Budget for a case, a tuner and a few lessons, not just the #label# itself.</li>
    <li>Expect to spend #priceRange# for a good first instrument.</li>
  </ul>
  #shipping#
  #cta#
</article>`

const instrumentComparison = `<article class="instrument-comparison">
  <p class="eyebrow">Instrument comparison</p>
  <h1>#label[1]# vs #label[2]#</h1>
  <p class="lead">Torn between the #label[1]# and the #label[2]#? Here is how they compare for a new player.</p>
  <table class="comparison">
    <thead>
      <tr><th scope="col"></th><th scope="col">#label[1]#</th><th scope="col">#label[2]#</th></tr>
    </thead>
    <tbody>
      <tr><th scope="row">Family</th><td>#family[1]#</td><td>#family[2]#</td></tr>
      <tr><th scope="row">Origin</th><td>#origin[1]#</td><td>#origin[2]#</td></tr>
      <tr><th scope="row">First built</th><td>#yearInvented[1]#</td><td>#yearInvented[2]#</td></tr>
      <tr><th scope="row">Typical price</th><td>#priceRange[1]#</td><td>#priceRange[2]#</td></tr>
    </tbody>
  </table>
  <div class="columns">
    <section>
      <h2>About the #label[1]#</h2>
      <p>#description[1]#</p>
      <p><a href="/instrument/#name[1]#">Read the full #label[1]# guide</a></p>
    </section>
    <section>
      <h2>About the #label[2]#</h2>
      <p>#description[2]#</p>
      <p><a href="/instrument/#name[2]#">Read the full #label[2]# guide</a></p>
    </section>
  </div>
  <h2>Our verdict</h2>
  <p>Choose the one whose music you listen to most. Motivation beats any spec sheet, and both are
  instruments you can enjoy for a lifetime.</p>
  #cta#
</article>`

export const templates: DemoTemplate[] = [
  {
    name: 'Instrument guide',
    urlPattern: '/instrument/{name}',
    indexUrl: '/instruments',
    identifierField: 'name',
    status: 'active',
    content: instrumentGuide,
    showRelatedPages: true,
    relatedPagesCount: 4,
    relatedPagesTitle: 'More instrument guides',
    panels: { topPanel: 'Trust bar', rightPanel: 'Shop sidebar' },
  },
  {
    name: 'Instrument comparison',
    urlPattern: '/compare/{name}-vs-{name}',
    indexUrl: '/comparisons',
    identifierField: 'name',
    status: 'active',
    content: instrumentComparison,
    showRelatedPages: true,
    relatedPagesCount: 3,
    relatedPagesTitle: 'More comparisons',
    panels: { topPanel: 'Trust bar', bottomPanel: 'Newsletter signup' },
  },
]
