import { describe, expect, it } from 'vitest'

import { MEDIA_FILENAME } from '../../../src/utilities/mediaPath'
import { storedFilename } from './unguessableFilename'

describe('storedFilename', () => {
  it('should slug the name, add a 16-hex-digit token and keep the extension in lower case', () => {
    expect(storedFilename('My Photo (1).JPG')).toMatch(/^my-photo-1-[0-9a-f]{16}\.jpg$/)
  })

  it('should give two uploads of the same file different names', () => {
    expect(storedFilename('keys.png')).not.toBe(storedFilename('keys.png'))
  })

  it('should name an image without a usable base "image", and every result be a servable name', () => {
    for (const name of ['(((.png', '.png', 'Ünïcödé 🎹.webp', `${'x'.repeat(300)}.gif`]) {
      const stored = storedFilename(name)
      expect(stored).toMatch(MEDIA_FILENAME)
      expect(stored.length).toBeLessThan(90)
    }
    expect(storedFilename('(((.png')).toMatch(/^image-[0-9a-f]{16}\.png$/)
  })
})
