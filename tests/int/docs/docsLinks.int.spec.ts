/**
 * Every path the docs name exists: a newcomer who follows a link or opens a file a document names finds
 * it. Checked in docs/**\/*.md and every README.md of the repository (not node_modules, builds or test
 * output). What counts (docs/decisions/docs-by-subject.md):
 *
 * - a relative markdown link `[text](target)` outside code: the target, taken from the document's
 *   folder, without its `#anchor` or `?query`; links with a scheme (`https:`, `mailto:`) and bare
 *   `#anchors` are not checked;
 * - a repository path in backticks: a word of an inline code span (outside fenced blocks) that starts
 *   with a top folder of the repository (`src/`, `site/`, `admin-views/`, …), taken from the repository
 *   root without a trailing `#name` or `:line`. It names a folder (ends in `/`), a file (has an
 *   extension) or a module as an import does (`src/ai/jobs/enqueue`: with .ts, .tsx, .mjs or
 *   /index.ts; a test as `tests/int/ai/content`: with .spec.ts, .int.spec.ts or .e2e.spec.ts);
 * - the same paths written in running text, outside code and links' targets (`see docs/scaling.md`);
 * - in a README, a bare file name in backticks (`pageHandler.ts`), and in a README below the root a
 *   path without a top folder (`lib/api.ts`, `screens/pages/`): a file or folder in the README's
 *   folder or beneath it, as the READMEs' tables and lists name them.
 *
 * Words holding a pattern or a placeholder (`*`, `{`, `<`, `$`, `...`, `…`, `|`) are not paths.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const TOP = ['src', 'site', 'admin-views', 'collections', 'endpoints', 'migrations', 'scripts']
  .concat(['tests', 'docs', 'examples'])
  .map((folder) => `${folder}/`)
const SKIPPED_FOLDERS = [
  'node_modules',
  'dist',
  'dist-package',
  'test-results',
  'playwright-report',
  'data',
  '.git',
]
/** Folders that are installed, built or written by runs (Next's `.next` and `.next-*` included). */
const skipped = (folder: string) => SKIPPED_FOLDERS.includes(folder) || folder.startsWith('.next')
const PLACEHOLDER = /[*{}<>$|]|\.\.\.|…/
// A path in running text: a top folder and more, not inside a URL or a longer path.
const PROSE_PATH = new RegExp(
  `(?<![\\w/.-])((?:${TOP.map((top) => top.slice(0, -1)).join('|')})/[\\w./+-]*[\\w/])`,
  'g',
)

/** docs/**\/*.md and every README.md, as paths from the repository root. */
const documents = (): string[] => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!skipped(entry.name)) walk(rel)
      } else if (entry.name === 'README.md' || (rel.startsWith('docs/') && rel.endsWith('.md'))) {
        found.push(rel)
      }
    }
  }
  walk('.')
  return found.map((f) => path.normalize(f)).sort()
}

/** The text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
const INLINE_CODE = /(`+)([^`]+?)\1/g
const SOURCE_FILE = /^[\w.+-]+\.(ts|tsx|mjs|js|css)$/
const RELATIVE_PATH = /^[\w+-][\w.+-]*\/([\w.+-]+\/)*([\w+-]+\.[a-z]+)?$/

/** Relative link targets of `[text](target)`, without anchor or query. */
export const linkTargets = (markdown: string): string[] =>
  [
    ...prose(markdown)
      .replace(INLINE_CODE, '')
      .matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
  ]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.replace(/[#?].*$/, '')))
    .filter(Boolean)

/** The words of inline code spans outside fenced blocks, without surrounding punctuation. */
const codeWords = (markdown: string): string[] =>
  [...prose(markdown).matchAll(INLINE_CODE)]
    .flatMap((m) => m[2].split(/\s+/))
    .map((word) => word.replace(/^[("']+|[)"',;.]+$/g, '').replace(/(#[\w-]*|:\d+)$/, ''))
    .filter((word) => word && !PLACEHOLDER.test(word))

/** Repository paths named in inline code spans or in the prose around them (see the header). */
export const codePaths = (markdown: string): string[] => [
  ...codeWords(markdown).filter((word) => TOP.some((top) => word.startsWith(top))),
  ...[...prose(markdown).replace(INLINE_CODE, ' ').matchAll(PROSE_PATH)]
    .map((m) => m[1])
    .filter((word) => !PLACEHOLDER.test(word)),
]

/** A repository path exists: a folder, a file, or a module as an import names it. */
const pathExists = (named: string) =>
  ['', '.ts', '.tsx', '.mjs', '/index.ts', '.spec.ts', '.int.spec.ts', '.e2e.spec.ts'].some((end) =>
    fs.existsSync(path.resolve(ROOT, named + end)),
  )

/** Every file and folder beneath `dir`, as paths from it (folders with a trailing `/`). */
const pathsUnder = (dir: string): string[] => {
  const found: string[] = []
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (!entry.isDirectory()) found.push(child)
      else if (!skipped(entry.name)) {
        found.push(`${child}/`)
        walk(child)
      }
    }
  }
  walk('')
  return found
}

/** The links and paths of one document that name nothing on disk, as `kind target`. */
export const missingIn = (document: string, markdown: string): string[] => [
  ...linkTargets(markdown)
    .filter((target) => !fs.existsSync(path.resolve(ROOT, path.dirname(document), target)))
    .map((target) => `link ${target}`),
  ...codePaths(markdown)
    .filter((named) => !pathExists(named))
    .map((named) => `path ${named}`),
  ...(path.basename(document) === 'README.md' ? ownNamesMissing(document, markdown) : []),
]

/**
 * A README's own names that are nowhere beneath its folder: bare file names (`pageHandler.ts`), and in
 * a README below the root, paths without a top folder (`lib/api.ts`, `screens/pages/`), which may
 * sit at any depth there (a nested list names `ai/` under `screens/pages/`). The root README's other
 * paths are the data folder's and the build's (`data/cms.db`, `dist/`), made at run time. A bare name
 * of a file at the repository's root (`eslint.layers.mjs`, `payload.config.ts`) is that file.
 */
const ownNamesMissing = (document: string, markdown: string): string[] => {
  const here = pathsUnder(path.resolve(ROOT, path.dirname(document)))
  const nested = path.dirname(document) !== '.'
  const isHere = (word: string) =>
    here.some((p) => p === word || p.endsWith(`/${word}`)) ||
    (!word.includes('/') && fs.existsSync(path.join(ROOT, word)))
  return codeWords(markdown)
    .filter((word) => !TOP.some((top) => word.startsWith(top)))
    .filter((word) => SOURCE_FILE.test(word) || (nested && RELATIVE_PATH.test(word)))
    .filter((word) => !isHere(word))
    .map((word) => `file ${word}`)
}

describe('paths named in the docs', () => {
  const files = documents()

  it('should find the docs and the READMEs', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']))
    expect(files).toEqual(expect.arrayContaining(['site/server/README.md']))
  })

  it('should name only links and repository paths that exist', () => {
    const missing = files.flatMap((file) =>
      missingIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map((m) => `${file}: ${m}`),
    )
    expect(missing).toEqual([])
  })

  it('should report a link and a path that lead nowhere, and pass those that do not', () => {
    const markdown = [
      'See [the layers](architecture.md#layers), [a gone page](gone.md) and [the site](https://x.io).',
      'The server is `src/server.ts`, once `src/old/server.ts`, under `site/server/`, not `site/nope/`.',
      'Skipped: `DATA_DIR/imports`, `src/**/*.spec.ts`, `src/{main,web}.ts`, `npm test`, `/admin/tasks`.',
      'A command names its file: `npx tsx scripts/missing.ts`.',
      'In prose, docs/scaling.md is there and src/gone/file.ts is not; https://x.io/src/y.ts is a URL.',
      '```',
      'src/inside/a/fence.ts [fenced](nowhere.md)',
      '```',
    ].join('\n')
    expect(missingIn('docs/x.md', markdown)).toEqual([
      'link gone.md',
      'path src/old/server.ts',
      'path site/nope/',
      'path scripts/missing.ts',
      'path src/gone/file.ts',
    ])
    const readme =
      'The table: `pageHandler.ts`, `gone.ts`; `../server/`, `lib/x.ts`, `src/server.ts`.'
    expect(missingIn('site/server/README.md', readme)).toEqual(['file gone.ts', 'file lib/x.ts'])
  })
})
