/**
 * What the listing and the preview show in place of a reference the guide leaves out of the reference list
 * (a dictionary or encyclopedia entry with no author is cited in text only).
 */
export const IN_TEXT_ONLY_NOTE = 'In-text only: not in the reference list'
