/**
 * Answers of the e2e fake AI for the content tools, written like a model would write them, from what
 * the prompt asks (src/ai/prompts/content.ts): blog post ideas about the prompt's topic, with its
 * keywords as tags, and a rewrite of the prompt's content by the asked improvement. Any other prompt
 * gets the fake's generic answer (undefined here).
 */

const TITLES = [
  (t) => `${t}: A Beginner's Guide`,
  (t) => `7 Mistakes to Avoid with ${t}`,
  (t) => `How Experts Approach ${t}`,
  (t) => `${t} on a Budget`,
  (t) => `The Future of ${t}`,
  (t) => `${t}: Your Questions Answered`,
  (t) => `A Week of ${t}`,
  (t) => `${t} Myths, Debunked`,
  (t) => `Getting Started with ${t} Today`,
  (t) => `What Nobody Tells You About ${t}`,
]

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1)

const suggestion = (topic, keywords, index) => {
  const title = TITLES[index % TITLES.length](capital(topic))
  const lower = topic.toLowerCase()
  const words = lower.split(/\s+/).filter((w) => w.length > 3)
  return {
    title,
    excerpt: `A practical look at ${lower}: what matters, what to skip, and how to begin with confidence.`,
    content: [
      `## Why ${lower} matters`,
      `Most people come to ${lower} with more questions than answers. This post walks through the essentials, one step at a time.`,
      '## Where to start',
      `- Set a clear goal before you begin\n- Learn the basics of ${lower} first\n- Ask someone who has done it before`,
      ...(keywords.length ? [`It also covers ${keywords.join(', ')}.`] : []),
      '## Next steps',
      'Pick one idea from this list and try it this week. Small, steady progress beats a perfect plan.',
    ].join('\n\n'),
    tags: [...new Set([...keywords.map((k) => k.toLowerCase()), ...words.slice(0, 2), 'guide'])],
  }
}

const IMPROVED = [
  ['Make it about half as long', 'shorter'],
  ['Expand it', 'expanded'],
  ['Optimise it for search engines', 'search-friendly'],
  ['Adjust the tone', 'warmer'],
]

const rewrite = (prompt) => {
  const [head, content = ''] = prompt.split('\n--- content ---\n')
  const kind = IMPROVED.find(([words]) => head.includes(words))?.[1] ?? 'clearer'
  const note = /\nAlso: (.+)/.exec(head)?.[1]
  const blocks = content.trim().split(/\n\s*\n/)
  let improved
  if (kind === 'shorter') improved = blocks.slice(0, Math.ceil(blocks.length / 2)).join('\n\n')
  else if (kind === 'expanded')
    improved = `${content.trim()}\n\n## In more detail\n\nEach of these points deserves a closer look, with an example from everyday practice.`
  else if (kind === 'search-friendly') improved = `## Key points at a glance\n\n${content.trim()}`
  else
    improved = `${content.trim()}\n\nReady to begin? Start small, stay curious, and enjoy the process.`
  if (note) improved += `\n\n${note}`
  const first = content
    .trim()
    .replace(/^#+\s*/, '')
    .split('\n')[0]
    .slice(0, 80)
  return { content: improved, excerpt: `${capital(kind)} version of “${first}”.` }
}

/** The fake's `respond`: the content tools' answers, else undefined (the generic answer). */
export const contentAnswer = (prompt) => {
  const ideas = /^Suggest (\d+) blog posts about: (.+)\.$/m.exec(prompt)
  if (ideas) {
    const keywords = /^Work in these keywords: (.+)\.$/m.exec(prompt)?.[1].split(', ') ?? []
    const count = Number(ideas[1])
    return {
      suggestions: Array.from({ length: count }, (_, i) => suggestion(ideas[2], keywords, i)),
    }
  }
  if (prompt.startsWith('Rewrite the content below.')) return rewrite(prompt)
  return undefined
}
