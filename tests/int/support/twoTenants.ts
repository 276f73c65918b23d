import { signIn } from './session'
import type { Client } from './session'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

export type TwoTenants = {
  server: TestServer
  admin: Client
  /** An editor of tenant A only. */
  editor: Client
  tenantA: string
  tenantB: string
}

/** A tenant made through the Local API (no access checks), by its id. */
export const createTenant = async (server: TestServer, name: string, domain: string) =>
  String((await server.payload.create({ collection: 'tenants', data: { domain, name } })).id)

/** This file's server with tenants A (a.example) and B (b.example), an administrator and an editor of A. */
export const startTwoTenants = async (): Promise<TwoTenants> => {
  const server = await startTestServer()
  const tenantA = await createTenant(server, 'A', 'a.example')
  const tenantB = await createTenant(server, 'B', 'b.example')
  return {
    server,
    admin: await signIn(server),
    editor: await signIn(server, { role: 'editor', tenantIds: [tenantA] }),
    tenantA,
    tenantB,
  }
}
