/** The federated remotes the shell loads at run time. The key is the Module Federation container name. */
export const remoteNames = ['landing', 'citation', 'archive', 'orders', 'feedback'] as const

export type RemoteName = (typeof remoteNames)[number]

/** What every remote exposes: one coarse module, its route tree. */
export const exposedRoutesModule = './routes'

/**
 * Parts a remote exposes beside its routes, for a page that another app composes from several tools: the remote and
 * the module. Each part's module exports `part` (a component, or a function) and `build`, the build it came from
 * (docs/decisions/0764-the-course-page-composes-parts.md).
 */
export const remoteParts = {
  courseSamples: { remote: 'archive', module: './courseSamples' },
  courseLecturers: { remote: 'feedback', module: './courseLecturers' },
  citeSample: { remote: 'citation', module: './citeSample' },
} as const satisfies Record<string, { remote: RemoteName; module: `./${string}` }>

export type RemotePartName = keyof typeof remoteParts

/** What a part's module exports. */
export type RemotePartModule<Part> = { part: Part; build?: string }

/** The module id the federation runtime loads a part by, e.g. `archive/courseSamples`. */
export const partModuleId = (name: RemotePartName) =>
  `${remoteParts[name].remote}/${remoteParts[name].module.slice(2)}`

/** Where the local runner serves a remote's current build. */
export function defaultManifestPath(name: RemoteName): string {
  return `/mf/${name}/mf-manifest.json`
}
