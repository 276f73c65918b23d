import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { SignIn } from '../shell/SignIn'

/**
 * Sidebar sections whose own screens come with the content admin (pages, page types, categories,
 * snippets, AI logs, redirects, layout, settings): until then they open Payload's own screens for the same
 * collections, which list, create, edit and delete them; never a dead link.
 */
const targets: Record<string, string> = {
  'ai-logs': '/admin/collections/ai-logs',
  categories: '/admin/collections/categories',
  layout: '/admin/collections/header-menu-items',
  'page-types': '/admin/collections/page-types',
  pages: '/admin/collections/pages',
  redirects: '/admin/collections/redirects',
  settings: '/admin/account',
  snippets: '/admin/collections/snippets',
}

export const SectionRedirectView = async ({ initPageResult, params }: AdminViewServerProps) => {
  if (!initPageResult.req.user) return <SignIn />
  const resolved = (await params) as { segments?: string[] } | undefined
  const section = resolved?.segments?.[0] ?? ''
  redirect(targets[section] ?? '/admin')
}
