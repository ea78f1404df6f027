/** The archive's pages with a sample search of their own: the header's would be a second box doing the same. */
const ownSearch = ['/archive/home', '/archive/search']

/** True on a page that shows its own sample search (docs/product/platform.md#header-search). */
export function pageHasOwnSearch(pathname: string): boolean {
  return ownSearch.includes(pathname.replace(/\/+$/, ''))
}
