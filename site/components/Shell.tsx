import type { ReactNode } from 'react'

import type { DevBannerData, Shell as ShellData } from '../lib/types'
import { DevBanner } from './DevBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { PreviewBar } from './PreviewBar'

type Props = {
  shell: ShellData | null
  devBanner: DevBannerData | null
  /** A preview link's page: the preview bar tops it. */
  preview?: boolean
  children: ReactNode
}

/** Banner, header, the page, footer. Without a tenant (unknown domain) only the banner and the page. */
export const Shell = ({ children, devBanner, preview = false, shell }: Props) => (
  <div className="flex min-h-screen flex-col">
    {preview && <PreviewBar />}
    {devBanner && <DevBanner banner={devBanner} />}
    {shell && <Header tenant={shell.tenant} items={shell.layout.header} />}
    <main className="flex-1">{children}</main>
    {shell && <Footer tenant={shell.tenant} items={shell.layout.footer} />}
  </div>
)
