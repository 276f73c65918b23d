import type { PostCard as PostCardData } from '../../src/services/public/types'
import { formatDate, relativeTime } from '../lib/format'
import { Cover } from './Cover'
import { SiteLink } from './SiteContext'

type Props = {
  post: PostCardData
  /** 'category' cards show the Featured badge, relative time or 'Draft', and the status badge. */
  variant?: 'blog' | 'category'
}

const Badge = ({ children, tone }: { children: string; tone: 'brand' | 'muted' }) => (
  <span
    className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone === 'brand' ? 'bg-brand/10 text-brand' : 'bg-slate-100 text-slate-600'}`}
  >
    {children}
  </span>
)

const PostCard = ({ post, variant = 'blog' }: Props) => {
  const when =
    variant === 'category'
      ? (relativeTime(post.publishedAt) ?? 'Draft')
      : formatDate(post.publishedAt)
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <SiteLink href={post.url} tabIndex={-1} aria-hidden="true">
        <Cover image={post.featuredImage} title={post.title} className="aspect-[16/9]" />
      </SiteLink>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {variant === 'category' && post.featured && <Badge tone="brand">Featured</Badge>}
          {when && (
            <time dateTime={post.publishedAt ?? undefined} className="font-medium">
              {when}
            </time>
          )}
          {variant === 'category' && (
            <Badge tone="muted">{post.status.charAt(0).toUpperCase() + post.status.slice(1)}</Badge>
          )}
        </div>
        <h3 className="text-lg font-semibold leading-snug text-slate-900">
          <SiteLink href={post.url} className="hover:text-brand">
            {post.title}
          </SiteLink>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">
          {post.excerpt || 'Click to read more about this blog post.'}
        </p>
        <SiteLink
          href={post.url}
          className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand hover:underline"
        >
          Read More <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  )
}

export const PostGrid = ({
  posts,
  variant,
}: {
  posts: PostCardData[]
  variant?: Props['variant']
}) => (
  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {posts.map((post) => (
      <PostCard key={post.id} post={post} variant={variant} />
    ))}
  </div>
)
