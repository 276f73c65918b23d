import { withSimulateDomainInHtml } from '../lib/links'
import { useSite } from './SiteContext'

type Props = { html: string; className?: string }

/**
 * HTML written by an admin (trusted) or an editor (sanitized when saved), or filled by the template
 * engine, with its internal links kept on the simulated tenant. No script in it runs, on any host (the
 * Content-Security-Policy of site/server/siteHeaders.ts).
 */
export const Html = ({ className, html }: Props) => {
  const { simulateDomain } = useSite()
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: withSimulateDomainInHtml(html, simulateDomain) }}
    />
  )
}
