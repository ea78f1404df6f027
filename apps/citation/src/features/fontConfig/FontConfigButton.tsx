/** The settings cog of the listing and its "Cite config style" modal (font size and family). */
export function FontConfigButton() {
  return null
}
