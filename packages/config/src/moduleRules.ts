import type { RuleSetRule } from '@rspack/core'

/** TypeScript and JSX through SWC, for the browsers Unikit supports. */
export const scriptRule = (development: boolean): RuleSetRule => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
    },
    env: { targets: 'chrome >= 111, edge >= 111, firefox >= 114, safari >= 16.4' },
  },
  type: 'javascript/auto',
})

/** CSS (modules by file name), images and fonts. */
export const assetRules: RuleSetRule[] = [
  { test: /\.css$/, type: 'css/auto' },
  {
    test: /\.(png|jpe?g|gif|webp|avif|svg)$/,
    type: 'asset',
    parser: { dataUrlCondition: { maxSize: 4096 } },
  },
  // Always a file of its own, never inlined: a font is fetched only when a page's text needs its weight and
  // unicode-range, and its hashed name lets it be cached for good.
  { test: /\.woff2?$/, type: 'asset/resource' },
]
