/** A whole DOI: the `10.` directory indicator, a registrant code, a slash and a suffix without spaces. */
const wholeDoi = /^10\.\d{4,9}\/\S+$/
/** A DOI inside other text, e.g. `https://doi.org/10.1000/xyz` or `doi: 10.1000/xyz.` */
const doiInText = /10\.\d{4,9}\/[^\s"'<>]+/

const resolverPrefix = /^(?:https?:\/\/)?(?:dx\.|www\.)?doi\.org\//i

/**
 * The bare DOI of what a user typed or a link carries (`doi:10.1000/xyz`, `https://doi.org/10.1000/xyz`,
 * `10.1000%2Fxyz`), or `null` when it is not a DOI. The case is kept: DOIs are case-insensitive, but
 * Crossref shows them as registered.
 */
export function normalizeDoi(input: string): string | null {
  let doi = input
    .trim()
    .replace(/^doi:\s*/i, '')
    .replace(resolverPrefix, '')
  if (/%[0-9a-f]{2}/i.test(doi)) {
    try {
      doi = decodeURIComponent(doi)
    } catch {
      return null
    }
  }
  doi = doi.trim()
  return wholeDoi.test(doi) && doi.length <= 255 ? doi : null
}

/** The first DOI found in a piece of text (a meta value, a link), without trailing punctuation. */
export function findDoiInText(text: string): string | null {
  const match = doiInText.exec(safeDecode(text))
  if (!match) return null
  let doi = match[0].replace(/[.,;:]+$/, '')
  // A closing bracket belongs to the DOI only when the DOI opened one: `10.1016/S0140-6736(20)30183-5`.
  while (doi.endsWith(')') && count(doi, '(') < count(doi, ')')) doi = doi.slice(0, -1)
  return normalizeDoi(doi)
}

/** The key a DOI is cached under: DOIs are case-insensitive. */
export function doiKey(doi: string): string {
  return doi.toLowerCase()
}

function safeDecode(text: string): string {
  try {
    return /%[0-9a-f]{2}/i.test(text) ? decodeURIComponent(text) : text
  } catch {
    return text
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1
}
