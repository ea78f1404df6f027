import { createContext } from 'react'
import {
  loadRemotePart,
  loadRemoteRoutes,
  type PartLoader,
  type RemoteLoader,
  resetRemote,
} from './remoteRegistry.ts'

export type RemoteRuntime = { load: RemoteLoader; loadPart: PartLoader; reset: (name: string) => void }

/** The federation runtime the outlets use; tests give a loader that behaves like a failing network. */
export const RemoteLoaderContext = createContext<RemoteRuntime>({
  load: loadRemoteRoutes,
  loadPart: loadRemotePart,
  reset: resetRemote,
})
