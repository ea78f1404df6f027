import { VisuallyHidden } from '@unikit/design-system'
import { Fragment, type ReactNode } from 'react'
import styles from './CheckPage.module.css'
import type { DiffWord } from './wordDiff.ts'

type Run = { kind: DiffWord['kind']; words: DiffWord[] }

/** Neighbouring words of the same kind, so a change reads as one `<del>` or `<ins>`. */
function runs(diff: readonly DiffWord[]): Run[] {
  const list: Run[] = []
  for (const word of diff) {
    const last = list.at(-1)
    if (last && last.kind === word.kind) last.words.push(word)
    else list.push({ kind: word.kind, words: [word] })
  }
  return list
}

/** The words with their spaces, neighbouring italic words in one `<i>`. */
function text(words: readonly DiffWord[]): ReactNode[] {
  const nodes: ReactNode[] = []
  let position = 0
  while (position < words.length) {
    const first = words[position]!
    let end = position + 1
    while (end < words.length && words[end]!.italic === first.italic) end++
    const joined = words
      .slice(position, end)
      .map((word, at) => (at > 0 && word.space ? ' ' : '') + word.text)
      .join('')
    nodes.push(
      <Fragment key={position}>
        {position > 0 && first.space ? ' ' : ''}
        {first.italic ? <i>{joined}</i> : joined}
      </Fragment>,
    )
    position = end
  }
  return nodes
}

/**
 * The pasted entry with the fix's changes marked: removed words struck through, added ones underlined, each
 * introduced for a screen reader ("removed", "added") since the marks are visual.
 */
export function DiffText({ diff }: { diff: readonly DiffWord[] }) {
  return (
    <p className={styles.diff}>
      {runs(diff).map((run, position) => {
        const space = position > 0 && run.words[0]?.space ? ' ' : ''
        const key = `${position}-${run.kind}`
        if (run.kind === 'same')
          return (
            <Fragment key={key}>
              {space}
              {text(run.words)}
            </Fragment>
          )
        const Tag = run.kind === 'removed' ? 'del' : 'ins'
        return (
          <Fragment key={key}>
            {space}
            <Tag className={run.kind === 'removed' ? styles.removed : styles.added}>
              <VisuallyHidden>{run.kind === 'removed' ? '[removed: ' : '[added: '}</VisuallyHidden>
              {text(run.words)}
              <VisuallyHidden>]</VisuallyHidden>
            </Tag>
          </Fragment>
        )
      })}
    </p>
  )
}
