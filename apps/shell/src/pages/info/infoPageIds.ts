// Apart from the pages' text so the route table can list the paths without loading the text, which only an
// info page's own lazy chunk needs (docs/decisions/0622-shell-initial-js-budget.md).
export const infoPageIds = [
  'what-is-unikit',
  'our-tools',
  'who-we-are',
  'terms',
  'privacy',
  'legal',
  'cookies',
  'qa',
  'contact',
] as const

export type InfoPageId = (typeof infoPageIds)[number]
