import { createContext } from 'react'
import { loadRemoteRoutes, type RemoteLoader, resetRemote } from './remoteRegistry.ts'

export type RemoteRuntime = { load: RemoteLoader; reset: (name: string) => void }

/** The federation runtime the outlets use; tests give a loader that behaves like a failing network. */
export const RemoteLoaderContext = createContext<RemoteRuntime>({
  load: loadRemoteRoutes,
  reset: resetRemote,
})
