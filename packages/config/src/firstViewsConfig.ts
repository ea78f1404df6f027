import path from 'node:path'
import { type Configuration, DefinePlugin } from '@rspack/core'
import { FirstViewsPlugin, firstViewsBundleDir } from './FirstViewsPlugin.ts'
import { assetRules, scriptRule } from './moduleRules.ts'

export type FirstViewsConfigOptions = {
  appDir: string
  /** The browser build's name: this one runs after it, and its CSS modules' class names are the same. */
  name: string
}

/**
 * The Node build of an app's `src/firstViews.tsx`, run once built to write the first views into the browser
 * build's `first-views/` (docs/decisions/0624-first-views-in-the-page.md). Everything is bundled, CSS
 * modules as class names only, so the HTML names the same classes as the browser build's CSS.
 */
export function firstViewsConfig(options: FirstViewsConfigOptions): Configuration {
  return {
    name: `${options.name}:first-views`,
    dependencies: [options.name],
    context: options.appDir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { firstViews: path.join(options.appDir, 'src/firstViews.tsx') },
    // Beside the browser build, wherever that goes (`--output-path` moves both: a release is built that way);
    // FirstViewsPlugin removes the bundle once it has run.
    output: {
      path: path.join(options.appDir, 'dist'),
      uniqueName: options.name,
      filename: `${firstViewsBundleDir}/[name].mjs`,
      chunkFilename: `${firstViewsBundleDir}/[name].[contenthash:10].mjs`,
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      conditionNames: ['@unikit/source', 'node', 'import', 'module', 'default'],
    },
    module: {
      rules: [scriptRule(false), ...assetRules],
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { exportsOnly: true },
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        'process.env.UNIKIT_BUILD_ID': JSON.stringify(process.env.UNIKIT_BUILD_ID ?? 'local'),
      }),
      new FirstViewsPlugin(),
    ],
  } as Configuration
}
