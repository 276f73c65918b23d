import { describe, expect, it } from 'vitest'

import { safeColor, safeCustomCss } from './theme'

describe('safeColor', () => {
  it('should keep colour literals and fall back on anything else', () => {
    expect(safeColor('#7C3AED', '#2563eb')).toBe('#7C3AED')
    expect(safeColor('rgb(1, 2, 3)', '#2563eb')).toBe('rgb(1, 2, 3)')
    expect(safeColor('', '#2563eb')).toBe('#2563eb')
    expect(safeColor('red;}body{display:none', '#2563eb')).toBe('#2563eb')
  })
})

describe('safeCustomCss', () => {
  it('should never let custom CSS close its style element', () => {
    expect(safeCustomCss('a{color:red}</style><script>x</script>')).not.toMatch(/<\/style/i)
    expect(safeCustomCss('a{}</STYLE>')).not.toMatch(/<\/style/i)
    expect(safeCustomCss('a::before{content:"<"}')).toBe('a::before{content:"\\3c "}')
    expect(safeCustomCss(null)).toBe('')
  })
})
