import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { adminBranding, brandedTitle } from '../../branding'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** Payload's metadata, with the settings' platform name in the browser tab. */
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => {
  const [metadata, { platformName }] = await Promise.all([
    generatePageMetadata({ config, params, searchParams }),
    adminBranding(),
  ])
  const { segments } = await params
  const title = brandedTitle(metadata.title, platformName, segments ?? [])
  return { ...metadata, openGraph: { ...metadata.openGraph, title }, title }
}

const Page = ({ params, searchParams }: Args) =>
  RootPage({ config, importMap, params, searchParams })

export default Page
