import { ComingSoon } from '@unikit/design-system'

export type FormatSelectPaneProps = {
  /** A format was chosen (from All Formats or Most used formats). */
  onChoose: (formatId: number) => void
  /** "Back to citation listing" and the close icon. */
  onClose: () => void
}

/** "Create new citation": the All Formats grouped dropdown and the Most used formats grid. */
export function FormatSelectPane(_props: FormatSelectPaneProps) {
  return <ComingSoon title="Create new citation" />
}
