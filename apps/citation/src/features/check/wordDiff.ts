import { htmlSegments } from './htmlSegments.ts'

/**
 * One word of a difference: kept, only in the pasted text (removed) or only in the fix (added). `space`: a
 * space comes before it (a comma after an italic title is a word of its own, with none).
 */
export type DiffWord = { kind: 'same' | 'removed' | 'added'; text: string; italic: boolean; space: boolean }

type Word = { text: string; italic: boolean; space: boolean }

/** The words of an entry's HTML with their italics, so a title put into italics shows as changed. */
function words(html: string): Word[] {
  const list: Word[] = []
  let space = false
  for (const { text, italic } of htmlSegments(html)) {
    for (const part of text.split(/(\s+)/)) {
      if (part === '') continue
      if (/^\s/.test(part)) space = list.length > 0
      else {
        list.push({ text: part, italic, space })
        space = false
      }
    }
  }
  return list
}

const same = (a: Word, b: Word) => a.text === b.text && a.italic === b.italic

/**
 * The word-level difference between the pasted entry and its fix, both as HTML with italics
 * (docs/product/citations.md#checking-a-reference-list): the longest common run of words stays, the rest is
 * removed or added. Entries are short (tens of words), so the quadratic table is cheap.
 */
export function wordDiff(beforeHtml: string, afterHtml: string): DiffWord[] {
  const before = words(beforeHtml)
  const after = words(afterHtml)
  const n = before.length
  const m = after.length
  // common[i][j]: length of the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i]![j] = same(before[i]!, after[j]!)
        ? common[i + 1]![j + 1]! + 1
        : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
    }
  }
  const diff: DiffWord[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && same(before[i]!, after[j]!)) {
      diff.push({ kind: 'same', ...before[i]! })
      i++
      j++
    } else if (i < n && (j === m || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // Removals first: the reader sees what goes, then what replaces it.
      diff.push({ kind: 'removed', ...before[i]! })
      i++
    } else {
      diff.push({ kind: 'added', ...after[j]! })
      j++
    }
  }
  return diff
}
