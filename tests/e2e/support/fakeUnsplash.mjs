/**
 * The fake Unsplash API of the integration tests (tests/int/support/fakeUnsplash.ts), loaded through tsx
 * from plain Node, for the e2e server: it draws its photos itself (nothing loads from the internet),
 * every search has 30 results (the picker asks for 24), a query containing "error" fails, and
 * reporting the download of a photo whose id starts with "missing" answers 404.
 */
import { tsImport } from 'tsx/esm/api'

export const startFakeUnsplash = async () => {
  /** @type {typeof import('../../int/support/fakeUnsplash')} */
  const { startFakeUnsplash: start } = await tsImport(
    '../../int/support/fakeUnsplash.ts',
    import.meta.url,
  )
  return start({ searchResults: 30, serveImages: true })
}
