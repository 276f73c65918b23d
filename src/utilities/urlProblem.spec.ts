import { describe, expect, it } from 'vitest'

import { queryProblem, urlProblem } from './urlProblem'

describe('urlProblem', () => {
  it('should refuse malformed escapes and NUL in the path', () => {
    for (const url of ['/api/cms/%zz', '/admin/%', '/api/%E0%A4%A', '/x/%ED%A0%80', '/%'])
      expect(urlProblem(url), url).toBe('Malformed percent-encoding in the URL path')
    expect(urlProblem('/api/pages/a%00b')).toMatch(/^The URL path holds a NUL character/)
  })

  it('should refuse malformed escapes and NUL in the query, naming the parameter', () => {
    expect(urlProblem('/api/tasks?a=%')).toBe('Malformed percent-encoding in the query parameter a')
    expect(urlProblem('/api/tasks?%zz=1')).toBe('Malformed percent-encoding in the query string')
    expect(urlProblem('/api/tasks?q=a%00')).toMatch(/^The query parameter q holds a NUL/)
    expect(urlProblem('/api/tasks?a%00=1')).toMatch(/^The query string holds a NUL/)
  })

  it('should pass well-formed URLs, encoded or not', () => {
    for (const url of [
      '/',
      '//',
      '/caf%C3%A9?q=%F0%9F%98%80&x=a+b&flag&where[title][equals]=%25',
      '/api/cms/pages?where%5Bslug%5D%5Bequals%5D=a%2Fb',
      '/admin?',
      '/a?&&=',
    ])
      expect(urlProblem(url), url).toBeUndefined()
  })
})

describe('queryProblem', () => {
  it('should read a form-encoded body as a query', () => {
    expect(queryProblem('where%5Btitle%5D%5Bequals%5D=a%00')).toMatch(
      /^The query parameter where\[title\]\[equals\] holds a NUL/,
    )
    expect(queryProblem('limit=10&page=2')).toBeUndefined()
  })
})
