import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { RichTextField, SanitizedConfig } from 'payload'

// Pages store Lexical; the API and the admin form speak markdown (spec: "content (markdown in the
// form, HTML on the public site)"). The converters must use the same features as the `pages.content`
// field, or nodes that field does not know (code blocks, for instance) would be produced or dropped.

const editorConfigs = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()

const pagesContentField = (config: SanitizedConfig): RichTextField | undefined => {
  const pages = config.collections.find((collection) => collection.slug === 'pages')
  const field = pages?.flattenedFields.find((f) => f.name === 'content')
  return field?.type === 'richText' ? (field as RichTextField) : undefined
}

const resolveEditorConfig = async (config: SanitizedConfig): Promise<SanitizedServerEditorConfig> => {
  const field = pagesContentField(config)
  if (field?.editor && 'editorConfig' in field.editor) return editorConfigFactory.fromField({ field })
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

export const markdownToLexical = async (
  markdown: string,
  config: SanitizedConfig,
): Promise<SerializedEditorState> => {
  const editorConfig = await getEditorConfig(config)
  // The converter expects LF line endings; CRLF from a browser textarea would leave stray \r in text.
  return convertMarkdownToLexical({ editorConfig, markdown: markdown.replace(/\r\n?/g, '\n') })
}

export const lexicalToMarkdown = async (
  data: SerializedEditorState | null | undefined,
  config: SanitizedConfig,
): Promise<string> => {
  if (!data?.root) return ''
  const editorConfig = await getEditorConfig(config)
  return convertLexicalToMarkdown({ data, editorConfig })
}
