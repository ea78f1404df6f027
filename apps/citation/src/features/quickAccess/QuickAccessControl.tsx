export type QuickAccessControlProps = {
  /** A chosen format was picked from the quick-access dropdown: open the form for it. */
  onChoose: (formatId: number) => void
}

/** The listing's Quick access control: the chosen formats as a dropdown, and the modal that edits them. */
export function QuickAccessControl(_props: QuickAccessControlProps) {
  return null
}
