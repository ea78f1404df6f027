const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g

/** Every distinct http(s) link in the text and the html, in order of appearance; tests follow them. */
export function extractLinks(text: string, html = ''): string[] {
  const found = [...text.matchAll(URL_PATTERN), ...html.replaceAll('&amp;', '&').matchAll(URL_PATTERN)]
  return [...new Set(found.map(([url]) => trimPunctuation(url)))]
}

/** A sentence like "Open https://x.test/a." ends the link before its full stop. */
function trimPunctuation(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '')
}
