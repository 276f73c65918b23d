/**
 * Shared ground for the HTML safety tests (tests/int/site/htmlSafety*.int.spec.ts): the app with the
 * public site, a tenant on a dev host (demo.localhost) with an administrator and an editor of it, and
 * a tenant on a real domain whose homepage holds an administrator's inline script.
 */
import { signIn } from './session'
import type { Client } from './session'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

// HTML that would run: an inline script reading the admin's session, an event handler, script links.
export const EVIL =
  "<p>Hi #name#</p><script>document.title = localStorage['admin-session-id']</script>" +
  '<img src="#image#" onerror="alert(1)"><a href="javascript:alert(3)">x</a><a href="#url#">{Visit|Open}</a>'
// What an editor's save keeps of it: the content and the template syntax.
export const SANITIZED =
  '<p>Hi #name#</p><img src="#image#" /><a>x</a><a href="#url#">{Visit|Open}</a>'

type SafetyWorld = {
  server: TestServer
  admin: Client
  /** An editor of the dev host tenant. */
  editor: Client
  /** The tenant on demo.localhost, a dev host: its pages are served under the preview policy. */
  demoId: string
  /** The tenant on shop.example. */
  shopId: string
}

export const startSafetyWorld = async (): Promise<SafetyWorld> => {
  const server = await startTestServer({ site: true })
  const tenant = async (domain: string, name: string) =>
    String(
      (
        await server.payload.create({
          collection: 'tenants',
          data: { domain, name, status: 'active' } as never,
        })
      ).id,
    )
  const demoId = await tenant('demo.localhost', 'Dev Host Shop')
  const admin = await signIn(server)
  const editor = await signIn(server, { role: 'editor', tenantIds: [demoId] })
  const shopId = await tenant('shop.example', 'Shop')
  await server.payload.create({
    collection: 'homepage-sections',
    data: {
      isActive: true,
      sectionType: 'custom_content',
      settings: { content: '<p>Shop news</p><script>window.marker = 1</script>' },
      tenant: shopId,
      title: 'News',
    },
  })
  return { server, admin, editor, demoId, shopId }
}
