import { useStore } from 'zustand'
import { type AuthDialogState, authDialogStore } from './authDialogStore.ts'

/** Reads the sign-in dialog's state in a component. */
export function useAuthDialog(): AuthDialogState
export function useAuthDialog<T>(selector: (state: AuthDialogState) => T): T
export function useAuthDialog<T>(selector?: (state: AuthDialogState) => T) {
  return useStore(authDialogStore, selector ?? ((state) => state as T))
}
