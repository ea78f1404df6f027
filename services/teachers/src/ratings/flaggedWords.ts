import { foldText } from '@unikit/contracts'
import english from 'naughty-words/en.json' with { type: 'json' }

/**
 * Vietnamese words and abbreviations that hold an insight for staff (docs/product/feedback.md#moderation). No
 * maintained Vietnamese list exists as a package, so this one is ours. Words are compared with their diacritics,
 * because folded many are ordinary words ("lồn" folds to "lon", as "lớn", big, does); the abbreviations students
 * type without diacritics are listed as typed.
 */
const vietnamese = [
  'địt',
  'đụ',
  'đéo',
  'lồn',
  'buồi',
  'cặc',
  'đĩ',
  'đĩ điếm',
  'óc chó',
  'mẹ mày',
  'bố mày',
  'thằng chó',
  'con chó',
  'súc vật',
  'mất dạy',
  'khốn nạn',
  'đồ ngu',
  'ngu như bò',
  'dm',
  'đm',
  'dcm',
  'đcm',
  'dmm',
  'đmm',
  'vcl',
  'vkl',
  'vl',
  'clgt',
  'cmm',
  'cc',
]

const lower = (text: string) => text.normalize('NFC').toLocaleLowerCase('vi')
const words = (text: string) => text.split(/[^\p{L}\p{N}']+/u).filter(Boolean)

/** Single words looked up in a set; phrases matched on word boundaries. */
const english_ = new Set(english.filter((word) => !word.includes(' ')).map((word) => foldText(word)))
const englishPhrases = english.filter((word) => word.includes(' ')).map((word) => foldText(word))
const vietnameseWords = new Set(vietnamese.filter((word) => !word.includes(' ')).map(lower))
const vietnamesePhrases = vietnamese.filter((word) => word.includes(' ')).map(lower)

const containsPhrase = (haystack: string, phrase: string) => ` ${haystack} `.includes(` ${phrase} `)

/** The listed words and phrases an insight holds, each once; empty when it may be published at once. */
export function flaggedWords(text: string): string[] {
  const found = new Set<string>()
  const accented = words(lower(text))
  for (const word of accented) if (vietnameseWords.has(word)) found.add(word)
  const accentedLine = accented.join(' ')
  for (const phrase of vietnamesePhrases) if (containsPhrase(accentedLine, phrase)) found.add(phrase)
  const folded = words(foldText(text))
  for (const word of folded) if (english_.has(word)) found.add(word)
  const foldedLine = folded.join(' ')
  for (const phrase of englishPhrases) if (containsPhrase(foldedLine, phrase)) found.add(phrase)
  return [...found]
}
