import { type StyleId, styleOf } from '@unikit/citation-core'

/**
 * Where a CSL style comes from, as its licence asks (src/styles/vendor/README.md in citation-core): the CSL
 * project, with a link to CitationStyles.org, and citeproc-js. RMIT Harvard is Unikit's own and needs none.
 */
export default function StyleCredit({ style, className }: { style: StyleId; className?: string }) {
  return (
    <p className={className}>
      {styleOf(style).label} as the official style of the{' '}
      <a href="https://citationstyles.org/" target="_blank" rel="noreferrer">
        Citation Style Language
      </a>{' '}
      project writes it, with citeproc-js. The reference-list checker checks RMIT Harvard only.
    </p>
  )
}
