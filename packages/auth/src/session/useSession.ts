import { useStore } from 'zustand'
import { type SessionState, sessionStore } from './sessionStore.ts'

/** Reads the session in a component and re-renders when the selected part changes. */
export function useSession(): SessionState
export function useSession<T>(selector: (state: SessionState) => T): T
export function useSession<T>(selector?: (state: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((state) => state as T))
}
