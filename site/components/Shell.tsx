import type { ReactNode } from 'react'

import type { DevBannerData, Shell as ShellData } from '../lib/types'
import { DevBanner } from './DevBanner'
import { Footer } from './Footer'
import { Header } from './Header'

type Props = { shell: ShellData | null; devBanner: DevBannerData | null; children: ReactNode }

/** Banner, header, the page, footer. Without a tenant (unknown domain) only the banner and the page. */
export const Shell = ({ children, devBanner, shell }: Props) => (
  <div className="flex min-h-screen flex-col">
    {devBanner && <DevBanner banner={devBanner} />}
    {shell && <Header tenant={shell.tenant} items={shell.layout.header} />}
    <main className="flex-1">{children}</main>
    {shell && <Footer tenant={shell.tenant} items={shell.layout.footer} />}
  </div>
)
