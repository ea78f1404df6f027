const word = /[\p{L}\p{N}'’]+/gu
// Acronyms and mixed-case brands keep their case: COVID-19, IoT, iPhone, eBay, CO2.
const keepsCase = (w: string) => /\p{Lu}.*\p{Lu}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || /\d/.test(w)
// A new sentence starts after ? ! or . ; the guide lowers the first word after a colon.
const startsSentence = /(^|[?!.]\s+)$/

/**
 * A title in sentence case, for the form's helper button: the first word of each sentence keeps a capital, the
 * word after a colon is lowered (RULES.md section 4), acronyms keep their capitals, everything else is lowered.
 * Proper nouns cannot be told apart, so the user checks the result
 * ("Building a Resilient Tomorrow: How to Prepare" → "Building a resilient tomorrow: how to prepare").
 */
export function toSentenceCase(title: string): string {
  let result = ''
  let last = 0
  for (const match of title.matchAll(word)) {
    const index = match.index
    const before = title.slice(last, index)
    result += before
    const current = match[0]
    const isStart = startsSentence.test(result)
    if (keepsCase(current)) result += current
    else if (index === 0 || isStart) result += current[0]!.toUpperCase() + current.slice(1).toLowerCase()
    else result += current.toLowerCase()
    last = index + current.length
  }
  return result + title.slice(last)
}
