import { describe, expect, it } from 'vitest'
import { parsePageUrl } from './parsePageUrl.ts'

const refusal = (raw: string, base?: URL) => {
  try {
    parsePageUrl(raw, base)
  } catch (error) {
    return (error as { code: string }).code
  }
  return 'accepted'
}

describe('parsePageUrl', () => {
  it('accepts http and https addresses, dropping the fragment', () => {
    expect(parsePageUrl('  https://www.example.com/a?b=1#c ').href).toBe('https://www.example.com/a?b=1')
    expect(parsePageUrl('http://example.com:8080/').port).toBe('8080')
  })

  it.each([
    'example.com',
    'not a url',
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,x',
    'gopher://x/',
  ])('refuses %s as INVALID_URL', (raw) => {
    expect(refusal(raw)).toBe('INVALID_URL')
  })

  it('refuses credentials, which also hide the real host', () => {
    expect(refusal('http://user:secret@example.com/')).toBe('URL_NOT_ALLOWED')
    expect(refusal('http://example.com@10.0.0.1/')).toBe('URL_NOT_ALLOWED')
  })

  it('resolves a redirect against the page, refusing other schemes', () => {
    const base = new URL('https://example.com/a/b')
    expect(parsePageUrl('../c', base).href).toBe('https://example.com/c')
    expect(parsePageUrl('//other.example/x', base).href).toBe('https://other.example/x')
    expect(refusal('file:///etc/passwd', base)).toBe('URL_NOT_ALLOWED')
  })
})
