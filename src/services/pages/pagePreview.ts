import type { SanitizedConfig } from 'payload'

import { markdownToLexical } from '../markdown'
import { pageContentHtml } from '../public/pages/pageHtml'

/**
 * Page content as the public site will serve it: the form's markdown through the same conversion a
 * save makes (markdown to Lexical) and the same HTML the blog post page renders. Blank content is ''.
 */
export const pagePreviewHtml = async (
  markdown: string,
  config: SanitizedConfig,
): Promise<string> =>
  markdown.trim() ? pageContentHtml(await markdownToLexical(markdown, config)) : ''
