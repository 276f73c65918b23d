/**
 * Two shapes of the code that nothing else would keep: src/config has no import cycle (its modules are
 * read while the settings themselves are being built, so a cycle can hand a module an unfinished
 * one), and no source file passes 300 lines (the `max-lines` rule of eslint.config.mjs, shown to fire).
 */
import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const CONFIG = path.resolve('src/config')

/** The modules of src/config a file imports (type-only imports included: they still tie the files). */
const localImports = (file: string): string[] => {
  const source = fs.readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1])
  return specifiers
    .map((s) => path.resolve(path.dirname(file), s))
    .map((p) => [`${p}.ts`, `${p}.tsx`, path.join(p, 'index.ts')].find((f) => fs.existsSync(f)))
    .filter((f): f is string => f !== undefined && f.startsWith(CONFIG + path.sep))
}

/** One import cycle among `files` as the list of files around it, or undefined when there is none. */
const findCycle = (files: string[], importsOf: (file: string) => string[]) => {
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file]
    state.set(file, 'open')
    trail.push(file)
    for (const next of importsOf(file)) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    trail.pop()
    state.set(file, 'done')
    return undefined
  }
  for (const file of files) {
    const cycle = visit(file)
    if (cycle) return cycle.map((f) => path.relative(process.cwd(), f))
  }
  return undefined
}

describe('src/config imports', () => {
  it('should have no import cycle', () => {
    const files = fs
      .readdirSync(CONFIG)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join(CONFIG, f))
    expect(files.length).toBeGreaterThan(10)
    expect(findCycle(files, localImports)).toBeUndefined()
  })

  it('should report a cycle when one file imports another that imports it back', () => {
    const imports: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: [] }
    expect(findCycle(['d', 'a'], (f) => imports[f])?.map((f) => path.basename(f))).toEqual([
      'a',
      'b',
      'c',
      'a',
    ])
  })
})

describe('file length, as npm run lint enforces it', () => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const lengthProblems = async (file: string, lines: number) => {
    const code = Array.from({ length: lines }, (_, i) => `export const v${i} = ${i}`).join('\n')
    const [result] = await eslint.lintText(`${code}\n`, { filePath: file })
    return result.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.message)
  }

  it('should refuse a source file of 301 lines', async () => {
    expect(await lengthProblems('src/services/x.ts', 301)).toEqual([
      'File has too many lines (301). Maximum allowed is 300.',
    ])
    expect(await lengthProblems('admin-views/screens/x.tsx', 301)).toHaveLength(1)
  })

  it('should accept a source file of 300 lines, and leave the generated types alone', async () => {
    expect(await lengthProblems('src/services/x.ts', 300)).toEqual([])
    expect(await lengthProblems('site/pages/x.ts', 300)).toEqual([])
    expect(await lengthProblems('src/payload-types.ts', 400)).toEqual([])
    expect(await lengthProblems('migrations/sqlite/20990101_000000_x.ts', 400)).toEqual([])
  })
})
