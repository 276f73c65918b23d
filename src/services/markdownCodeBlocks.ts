import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

// Markdown fences name languages loosely (```ts, ```sh); Payload's CodeBlock stores the language in a
// select of Monaco ids (typescript, shell) and refuses to save anything else. Fences are mapped to an
// allowed id, or to the block's default language when there is no match.

type LexicalNode = { type?: string; fields?: Record<string, unknown>; children?: LexicalNode[] }

type SelectField = {
  name?: string
  defaultValue?: unknown
  options?: ({ value: string } | string)[]
}

type BlockConfig = { slug: string; fields?: SelectField[] }

const aliases: Record<string, string> = {
  bash: 'shell',
  'c++': 'cpp',
  console: 'shell',
  cs: 'csharp',
  js: 'javascript',
  jsx: 'javascript',
  kt: 'kotlin',
  md: 'markdown',
  mjs: 'javascript',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  sh: 'shell',
  text: 'plaintext',
  ts: 'typescript',
  tsx: 'typescript',
  txt: 'plaintext',
  yml: 'yaml',
  zsh: 'shell',
}

type Languages = { allowed: Set<string>; fallback: string }

/** The language select of the editor's `Code` block, if the editor has one. */
export const codeBlockLanguages = (
  editorConfig: SanitizedServerEditorConfig,
): Languages | undefined => {
  const blocksFeature = editorConfig.resolvedFeatureMap.get('blocks') as
    { sanitizedServerFeatureProps?: { blocks?: BlockConfig[] } } | undefined
  const code = blocksFeature?.sanitizedServerFeatureProps?.blocks?.find(
    (block) => block.slug === 'Code',
  )
  const language = code?.fields?.find((field) => field.name === 'language')
  if (!language?.options) return undefined
  const allowed = new Set(
    language.options.map((option) => (typeof option === 'string' ? option : option.value)),
  )
  const fallback = typeof language.defaultValue === 'string' ? language.defaultValue : ''
  return { allowed, fallback: allowed.has('plaintext') && !fallback ? 'plaintext' : fallback }
}

const normalizeLanguage = (language: string, { allowed, fallback }: Languages): string => {
  const lower = language.toLowerCase()
  if (allowed.has(lower)) return lower
  const alias = aliases[lower]
  return alias && allowed.has(alias) ? alias : fallback
}

/** Rewrites, in place, the language of every Code block to one the block's select accepts. */
export const normalizeCodeBlockLanguages = (node: LexicalNode, languages: Languages): void => {
  const fields = node.fields
  if (
    node.type === 'block' &&
    fields?.blockType === 'Code' &&
    typeof fields.language === 'string' &&
    fields.language
  ) {
    fields.language = normalizeLanguage(fields.language, languages)
  }
  node.children?.forEach((child) => normalizeCodeBlockLanguages(child, languages))
}
