import type { Payload } from 'payload'

import { collectDependencies } from '../../../cache/dependencies'
import {
  ALL_TENANTS,
  contentVersionNumber,
  peekContentVersion,
} from '../../../data/contentVersions'

/** What a cached response depends on: each content-version key it read and the version it read. */
export type SiteDependencies = [key: string, version: number][]

/**
 * Renders a response of a tenant's site and answers it with what it depends on: the tenant's content
 * and the tenant list (the frame: name, branding, menus, the dev banner's switcher), plus every
 * version the render itself read, such as the dataset of a template page (src/cache/dependencies.ts).
 * A record write then renews only the pages that read its dataset.
 */
export const renderWithDependencies = async <T>(
  payload: Payload,
  tenantId: string,
  render: () => Promise<T>,
): Promise<{ result: T; dependencies: SiteDependencies }> => {
  const { dependencies, result } = await collectDependencies(async () => {
    await contentVersionNumber(payload, tenantId)
    await contentVersionNumber(payload, ALL_TENANTS)
    return render()
  })
  return { result, dependencies: [...dependencies] }
}

/** Whether every dependency is still at the version it was read at (cheap memoized reads). */
export const dependenciesCurrent = async (
  payload: Payload,
  dependencies: SiteDependencies,
): Promise<boolean> => {
  for (const [key, version] of dependencies)
    if ((await contentVersionNumber(payload, key)) !== version) return false
  return true
}

/**
 * The same without waiting, for the cached-page fast path: true or false while every version is
 * fresh in memory, else null (the caller takes the asynchronous path, which reads them again).
 */
export const peekDependencies = (
  payload: Payload,
  dependencies: SiteDependencies,
): boolean | null => {
  let current = true
  for (const [key, version] of dependencies) {
    const now = peekContentVersion(payload, key)
    if (now === null) return null
    if (now !== version) current = false
  }
  return current
}
