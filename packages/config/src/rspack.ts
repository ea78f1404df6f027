import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { type Configuration, DefinePlugin, HtmlRspackPlugin } from '@rspack/core'
import { firstViewsConfig } from './firstViewsConfig.ts'
import { assetRules, scriptRule } from './moduleRules.ts'
import { PrecompressPlugin } from './PrecompressPlugin.ts'
import { PreloadBootChunksPlugin } from './PreloadBootChunksPlugin.ts'
import { exposedRoutesModule } from './remotes.ts'
import { sharedConfig } from './shared.ts'

export type AppKind = 'host' | 'remote'

export type AppConfigOptions = {
  /** The app's folder (use `import.meta.dirname`). */
  appDir: string
  /** The Module Federation container name; also the output's `uniqueName`. */
  name: string
  kind: AppKind
  /** Port of `rspack serve` for this app. */
  devPort: number
  /** Title of the HTML page (the shell, or a remote's standalone dev host). */
  title: string
  /**
   * Shared singletons this app provides from a file of its own instead of the whole package (share key → file).
   * The file reaches the package itself as `@unikit/whole/<key>`, a name the federation does not intercept
   * (docs/decisions/0622-shell-initial-js-budget.md).
   */
  provideFromFile?: Record<string, string>
  /**
   * The app renders first views at build time from `src/firstViews.tsx` (production builds only): the HTML a page
   * shows before its scripts run (docs/decisions/0624-first-views-in-the-page.md).
   */
  firstViews?: boolean
  /**
   * Parts the remote exposes beside `./routes` (module → file under `src/`), each one of `remoteParts`
   * (docs/decisions/0764-the-course-page-composes-parts.md).
   */
  parts?: Record<`./${string}`, string>
}

/** The name by which a file of `provideFromFile` imports the package it stands in for. */
export const wholePackage = (shareKey: string) => `@unikit/whole/${shareKey}`

type Env = { WEBPACK_SERVE?: boolean; RSPACK_SERVE?: boolean }
type Argv = { mode?: 'development' | 'production' }

/**
 * The one rspack configuration of every micro-frontend. A host builds `src/index.ts` into a page; a remote
 * exposes `./routes` with an `mf-manifest.json`, and only in `rspack serve` also gets its standalone dev host.
 */
export function createAppConfig(options: AppConfigOptions) {
  return (env: Env = {}, argv: Argv = {}): Configuration | Configuration[] => {
    const development = argv.mode === 'development' || Boolean(env.RSPACK_SERVE ?? env.WEBPACK_SERVE)
    const app = browserConfig(options, env, argv)
    return options.firstViews && !development
      ? [app, firstViewsConfig({ appDir: options.appDir, name: options.name })]
      : app
  }
}

/** The browser build: a host's page and its chunks, or a remote's container and manifest. */
function browserConfig(options: AppConfigOptions, env: Env, argv: Argv): Configuration {
  const development = argv.mode === 'development' || Boolean(env.RSPACK_SERVE ?? env.WEBPACK_SERVE)
  const serving = Boolean(env.RSPACK_SERVE ?? env.WEBPACK_SERVE)
  const isHost = options.kind === 'host'
  const withPage = isHost || serving
  const src = (file: string) => path.join(options.appDir, 'src', file)

  return {
    name: options.name,
    context: options.appDir,
    mode: development ? 'development' : 'production',
    devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
    entry: withPage ? { main: src(isHost ? 'index.ts' : 'standalone/index.ts') } : {},
    output: {
      path: path.join(options.appDir, 'dist'),
      // The shell's page is served at every route, so its files are addressed from the root; a remote's
      // files are found relative to wherever its manifest was loaded from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: development ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: development ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: development ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      conditionNames: ['@unikit/source', 'browser', 'import', 'module', 'default'],
      alias: Object.fromEntries(
        Object.keys(options.provideFromFile ?? {}).map((key) => [`${wholePackage(key)}$`, key]),
      ),
    },
    module: {
      rules: [scriptRule(development), ...assetRules],
      // `import styles from './X.module.css'`, as the type declarations in @unikit/config/assets say.
      parser: { 'css/auto': { namedExports: false } },
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      // Which build this is (a release id in CI/CD); a remote reports it so a release can be verified.
      new DefinePlugin({
        'process.env.UNIKIT_BUILD_ID': JSON.stringify(process.env.UNIKIT_BUILD_ID ?? 'local'),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost
          ? { remotes: {} }
          : {
              filename: 'remoteEntry.js',
              exposes: {
                [exposedRoutesModule]: src('routes.tsx'),
                ...Object.fromEntries(
                  Object.entries(options.parts ?? {}).map(([module, file]) => [module, src(file)]),
                ),
              },
            }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        shared: sharedConfig(options.appDir, options.provideFromFile),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        // One federation runtime per page: the shell provides it and remotes use it, instead of each remote
        // entry carrying its own copy. A remote served standalone is its own host, so it keeps its runtime.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !serving }),
          optimization: { target: 'web' },
        },
      }),
      ...(withPage
        ? [
            new HtmlRspackPlugin({
              // One page template for the shell and every remote's standalone host.
              template: path.join(import.meta.dirname, '../templates/index.html'),
              title: options.title,
              scriptLoading: 'defer',
            }),
          ]
        : []),
      // The shell's page asks for its start-up chunks at once rather than after main.js has run (decision 0623).
      ...(isHost && !development ? [new PreloadBootChunksPlugin(src('index.ts'))] : []),
      ...(development ? [] : [new PrecompressPlugin()]),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      // A remote's team runs `npm start` (or just the services) for the API and works on its remote here; the
      // shell's team also takes the platform's remotes.json and the remotes' builds from it.
      proxy: [
        {
          context: isHost ? ['/api', '/gift', '/remotes.json', '/mf'] : ['/api', '/gift'],
          target: process.env.UNIKIT_API_ORIGIN ?? 'http://localhost:8080',
        },
      ],
    },
  } as Configuration
}
