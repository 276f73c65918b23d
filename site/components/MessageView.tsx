import type { MessageKind } from '../lib/types'
import { parentPath } from '../lib/links'
import { MESSAGE_TITLES } from '../loaders/messages'
import { SiteLink } from './SiteContext'

type Props = { message: MessageKind; path: string; domain: string }

type Action = { label: string; href: string; primary?: boolean }

const TEXT: Record<MessageKind, (domain: string) => string> = {
  'blog-post-not-found': () =>
    'The blog post you are looking for does not exist or is no longer published.',
  'category-not-found': () => 'This category does not exist or cannot be browsed.',
  'content-error': () => 'The requested content could not be loaded.',
  'domain-not-found': (domain) => `No site is set up for ${domain}.`,
  'not-found': () => 'The page you are looking for does not exist or has been moved.',
  'tenant-not-found': (domain) => `No site is set up for ${domain}.`,
}

// 'Go Back' without JavaScript or the Referer header (which would make cached pages differ per
// visitor): one level up the path, the page a reader most likely came from.
const ACTIONS: Record<MessageKind, (path: string) => Action[]> = {
  'blog-post-not-found': () => [{ href: '/blog', label: 'Back to Blog', primary: true }],
  'category-not-found': () => [
    { href: '/', label: 'Go Home', primary: true },
    { href: '/blog', label: 'Browse Blog' },
  ],
  'content-error': (path) => [{ href: parentPath(path), label: 'Go Back', primary: true }],
  'domain-not-found': () => [],
  'not-found': (path) => [
    { href: '/', label: 'Go Home', primary: true },
    { href: parentPath(path), label: 'Go Back' },
    { href: '/blog', label: 'Browse Blog' },
  ],
  'tenant-not-found': () => [],
}

/** Not-found and error screens. */
export const MessageView = ({ domain, message, path }: Props) => (
  <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
    <p className="text-sm font-semibold uppercase tracking-widest text-brand">
      {message === 'content-error' ? 'Error' : '404'}
    </p>
    <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
      {MESSAGE_TITLES[message]}
    </h1>
    <p className="mt-4 text-lg text-slate-600">{TEXT[message](domain)}</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {ACTIONS[message](path).map((action) => (
        <SiteLink
          key={action.label}
          href={action.href}
          className={
            action.primary
              ? 'rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:opacity-90'
              : 'rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:border-brand hover:text-brand'
          }
        >
          {action.label}
        </SiteLink>
      ))}
    </div>
  </div>
)
