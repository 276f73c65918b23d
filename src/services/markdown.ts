import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { RichTextField, SanitizedConfig } from 'payload'

import type { Page } from '../payload-types'
import { codeBlockLanguages, normalizeCodeBlockLanguages } from './markdownCodeBlocks'

/** Lexical JSON as a richText field stores it (the generated type of `pages.content`). */
export type RichTextContent = NonNullable<Page['content']>

// Pages store Lexical; the API and the admin form speak markdown (spec: "content (markdown in the
// form, HTML on the public site)"). The converters must use the same features as the `pages.content`
// field, or nodes that field does not know (code blocks, for instance) would be produced or dropped.

const editorConfigs = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()

const pagesContentField = (config: SanitizedConfig): RichTextField | undefined => {
  const pages = config.collections.find((collection) => collection.slug === 'pages')
  const field = pages?.flattenedFields.find((f) => f.name === 'content')
  return field?.type === 'richText' ? (field as RichTextField) : undefined
}

const hasEditorConfig = (
  editor: unknown,
): editor is { editorConfig: SanitizedServerEditorConfig } =>
  !!editor && typeof editor === 'object' && 'editorConfig' in editor

// `editorConfigFactory.default` is Payload's stock feature list, not the configured editor, so it is
// only the last resort: the field's editor first, then the config-wide `editor`.
const resolveEditorConfig = async (
  config: SanitizedConfig,
): Promise<SanitizedServerEditorConfig> => {
  const field = pagesContentField(config)
  if (field && hasEditorConfig(field.editor)) return editorConfigFactory.fromField({ field })
  if (hasEditorConfig(config.editor)) return config.editor.editorConfig
  return editorConfigFactory.default({ config })
}

/** The sanitized editor config used for page content, built once per Payload config. */
export const getEditorConfig = (config: SanitizedConfig): Promise<SanitizedServerEditorConfig> => {
  let editorConfig = editorConfigs.get(config)
  if (!editorConfig) {
    editorConfig = resolveEditorConfig(config)
    editorConfigs.set(config, editorConfig)
  }
  return editorConfig
}

// Lexical's importer reads `***text***` as bold "*text" followed by "*", yet its exporter writes bold
// italic exactly that way, so every save through the markdown form would corrupt it further. The
// equivalent `**_text_**` imports correctly. Code spans and fenced blocks are left as they are.
const BOLD_ITALIC = /\*\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*\*/g
const CODE = /(```[\s\S]*?```|`[^`\n]*`)/

const normalizeMarkdown = (markdown: string): string =>
  markdown
    // The converter expects LF line endings; CRLF from a browser textarea would leave stray \r in text.
    .replace(/\r\n?/g, '\n')
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(BOLD_ITALIC, '**_$1_**')))
    .join('')

export const markdownToLexical = async (
  markdown: string,
  config: SanitizedConfig,
): Promise<RichTextContent> => {
  const editorConfig = await getEditorConfig(config)
  const state: RichTextContent = convertMarkdownToLexical({
    editorConfig,
    markdown: normalizeMarkdown(markdown),
  })
  const languages = codeBlockLanguages(editorConfig)
  if (languages) normalizeCodeBlockLanguages(state.root, languages)
  return state
}

export const lexicalToMarkdown = async (
  data: RichTextContent | SerializedEditorState | null | undefined,
  config: SanitizedConfig,
): Promise<string> => {
  if (!data?.root) return ''
  const editorConfig = await getEditorConfig(config)
  return convertLexicalToMarkdown({ data, editorConfig })
}
