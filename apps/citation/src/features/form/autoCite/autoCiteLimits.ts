/** The auto-cite input holds at most 255 characters, and a search wants at least 3 (docs/product/citations.md#auto-cite). */
export const AUTO_CITE_MAX_LENGTH = 255
export const AUTO_CITE_MIN_LENGTH = 3
