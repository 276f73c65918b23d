/* The host app's own pages, beside Payload's admin (a second root layout, as in Payload's templates). */
import type React from 'react'

export const metadata = { title: 'Host app' }

const Layout = ({ children }: { children: React.ReactNode }) => (
  <html lang="en">
    <body>{children}</body>
  </html>
)

export default Layout
