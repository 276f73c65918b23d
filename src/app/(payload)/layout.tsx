/* Payload's admin root layout (the Next side of the one server). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import React from 'react'

import { BrandingProvider } from '../../../admin-views/providers/branding'
import { importMap } from './admin/importMap.js'
import { adminBranding, brandingStyle } from './branding'
import './custom.scss'

type Args = {
  children: React.ReactNode
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

// The settings' platform name, theme and primary colour reach every admin page from here.
const Layout = async ({ children }: Args) => {
  const branding = await adminBranding()
  return (
    <RootLayout
      config={config}
      htmlProps={{ style: brandingStyle(branding) }}
      importMap={importMap}
      serverFunction={serverFunction}
    >
      <BrandingProvider branding={branding}>{children}</BrandingProvider>
    </RootLayout>
  )
}

export default Layout
