import { withSimulateDomainInHtml } from '../lib/links'
import { useSite } from './SiteContext'

type Props = { html: string; className?: string }

/** Admin-written or rendered HTML (trusted, see ARCHITECTURE.md), with its internal links kept on the simulated tenant. */
export const Html = ({ className, html }: Props) => {
  const { simulateDomain } = useSite()
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: withSimulateDomainInHtml(html, simulateDomain) }}
    />
  )
}
