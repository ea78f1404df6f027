/**
 * A looked-up title without the full stop some sources end it with (Crossref's APA-style "Thematic analysis."),
 * because the reference adds its own punctuation after the title. An ellipsis or an initial ("…Part B.") stays.
 */
export function withoutFinalStop(title: string): string {
  if (!title.endsWith('.') || title.endsWith('..')) return title
  const lastWord = title.slice(0, -1).split(/\s+/).at(-1) ?? ''
  if (/^\p{Lu}$/u.test(lastWord) || lastWord.includes('.')) return title
  return title.slice(0, -1)
}
