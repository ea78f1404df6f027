import { citationStyles } from '@unikit/citation-core'

/** The five styles as menu choices, RMIT Harvard first (docs/product/citation-styles.md#in-the-tool). */
export const styleOptions = citationStyles.map((style) => ({ value: style.id, label: style.label }))
