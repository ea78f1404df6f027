/** The federated remotes the shell loads at run time. The key is the Module Federation container name. */
export const remoteNames = ['landing', 'citation', 'archive', 'orders', 'feedback'] as const

export type RemoteName = (typeof remoteNames)[number]

/** What a remote exposes: one coarse module, its route tree. */
export const exposedRoutesModule = './routes'

/** Where the local runner serves a remote's current build. */
export function defaultManifestPath(name: RemoteName): string {
  return `/mf/${name}/mf-manifest.json`
}
