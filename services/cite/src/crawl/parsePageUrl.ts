import { errors } from '../errors.ts'

/**
 * The address a user asked to crawl (or a redirect pointed to), as a URL the crawler may request:
 * http or https only, a host, and no user name or password (they would be sent to the site, and they
 * hide tricks such as `http://example.com@10.0.0.1/`). Whether the host is public is checked when it is
 * resolved, see `pinnedLookup`.
 */
export function parsePageUrl(raw: string, base?: URL): URL {
  let url: URL
  try {
    url = new URL(raw.trim(), base)
  } catch {
    throw new errors.INVALID_URL()
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    if (base) throw new errors.URL_NOT_ALLOWED(`it redirects to a ${url.protocol.slice(0, -1)} address`)
    throw new errors.INVALID_URL()
  }
  if (url.username !== '' || url.password !== '') {
    throw new errors.URL_NOT_ALLOWED('it carries a user name or password')
  }
  if (url.hostname === '') throw new errors.INVALID_URL()
  url.hash = ''
  return url
}
