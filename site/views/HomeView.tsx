import type { HomepageSectionView, HomepageView } from '../../src/services/public/types'
import { Cover } from '../components/Cover'
import { Html } from '../components/Html'
import { PostGrid } from '../components/PostCard'
import { Notice, Section } from '../components/Section'
import { SiteLink } from '../components/SiteContext'
import { TemplateCards } from '../components/TemplateCards'
import { catalogUrl } from '../lib/catalog'

type Props = { home: HomepageView; tenantName: string }

const DEFAULT_CARDS = 3

type Category = NonNullable<Extract<HomepageSectionView, { kind: 'category' }>['category']>

/** A category whose pages all sit in its subcategories: invite the reader in rather than show nothing. */
const CategoryTeaser = ({ category }: { category: Category }) => (
  <SiteLink
    href={category.path}
    className="group flex flex-col gap-4 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand/10 to-transparent p-6 transition hover:border-brand/40 hover:shadow-md sm:flex-row sm:items-center sm:p-8"
  >
    <Cover
      image={null}
      title={category.name}
      className="size-16 shrink-0 rounded-2xl [&>span]:text-3xl [&>span]:text-white/80"
    />
    <span className="flex-1">
      <span className="block text-xl font-semibold text-slate-900 group-hover:text-brand">
        {category.name}
      </span>
      {category.description && (
        <span className="mt-1 block text-slate-600">{category.description}</span>
      )}
    </span>
    <span className="text-sm font-semibold text-brand">Browse {category.name} →</span>
  </SiteLink>
)

const HomeSection = ({ section }: { section: HomepageSectionView }) => {
  switch (section.kind) {
    case 'blog_posts':
    case 'page_type':
      return (
        <Section
          title={section.title}
          action={section.kind === 'blog_posts' ? { href: '/blog', label: 'View All Posts' } : null}
        >
          {section.posts.length ? (
            <PostGrid posts={section.posts} />
          ) : (
            <Notice title="No Blog Posts Yet" />
          )}
        </Section>
      )
    case 'category':
      return (
        <Section
          title={section.title}
          action={
            section.category && section.posts.length
              ? { href: section.category.path, label: `Browse ${section.category.name}` }
              : null
          }
        >
          {section.posts.length ? (
            <PostGrid posts={section.posts} />
          ) : section.category ? (
            <CategoryTeaser category={section.category} />
          ) : (
            <Notice title="No Content Available" />
          )}
        </Section>
      )
    case 'template_cards':
      return section.set ? (
        <Section
          title={section.title}
          action={
            section.set.total > section.set.cards.length
              ? { href: catalogUrl(section.set), label: 'View More' }
              : null
          }
        >
          <TemplateCards cards={section.set.cards} />
        </Section>
      ) : null
    case 'custom_content':
      return (
        <Section title={section.title}>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            {section.html.trim() ? (
              <Html html={section.html} className="prose prose-slate max-w-none" />
            ) : (
              <p className="text-slate-600">Custom content section - Coming soon!</p>
            )}
          </div>
        </Section>
      )
  }
}

const DefaultHome = ({ home }: { home: Extract<HomepageView, { mode: 'default' }> }) => (
  <>
    <Section
      title="Latest Blog Posts"
      action={home.morePosts ? { href: '/blog', label: 'View All Posts' } : null}
    >
      {home.latestPosts.length ? (
        <PostGrid posts={home.latestPosts} />
      ) : (
        <Notice title="No Blog Posts Yet" />
      )}
    </Section>
    {home.templateSets.length > 0 && (
      <Section title="Explore Our Content">
        <div className="space-y-10">
          {home.templateSets.map((set) => (
            <div key={set.id}>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{set.name}</h3>
                {set.total > DEFAULT_CARDS && (
                  <SiteLink
                    className="text-sm font-semibold text-brand hover:underline"
                    href={catalogUrl(set)}
                  >
                    View More →
                  </SiteLink>
                )}
              </div>
              <TemplateCards cards={set.cards.slice(0, DEFAULT_CARDS)} />
            </div>
          ))}
        </div>
      </Section>
    )}
  </>
)

export const HomeView = ({ home, tenantName }: Props) => (
  <>
    <div className="relative overflow-hidden bg-brand">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-white/15 via-transparent to-black/30"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          Welcome to {tenantName}
        </h1>
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink
            href="/blog"
            className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-white/90"
          >
            Read the blog
          </SiteLink>
        </div>
      </div>
    </div>
    {home.mode === 'sections' ? (
      home.sections.map((section) => <HomeSection key={section.id} section={section} />)
    ) : (
      <DefaultHome home={home} />
    )}
  </>
)
