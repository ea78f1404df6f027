/** What the crawl of a web page collected, for `fromPageMetadata`. */
export interface PageMetadata {
  /** The page's address (after redirects). */
  url?: string
  /**
   * `<meta name|property="…" content="…">` values by name, in page order; a name that occurs more than once
   * (`citation_author`) keeps every value. Names are matched case-insensitively.
   */
  meta?: Readonly<Record<string, string | readonly string[]>>
  /** The parsed contents of the page's `<script type="application/ld+json">` blocks. */
  jsonLd?: readonly unknown[]
  /** The document `<title>`. */
  title?: string
}
