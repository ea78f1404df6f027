import { StorageWriteError } from './StorageWriteError.ts'
import { browserStorage } from './workspace.ts'

/**
 * A setting of the tool (font style, quick access) kept under one localStorage key as `{ state, version: 1 }`,
 * the shape zustand's `persist` wrote before, so values saved then still read.
 */
const VERSION = 1

/** The stored state under `key`, or undefined when there is none or it cannot be read. */
export function readStoredSetting(key: string): unknown {
  try {
    const raw = browserStorage()?.getItem(key)
    return raw ? (JSON.parse(raw) as { state?: unknown } | null)?.state : undefined
  } catch {
    return undefined
  }
}

/**
 * Writes a setting; the caller shows it only after this returns (all or nothing, as the workspace does). Throws a
 * `StorageWriteError` when storage is full or blocked, with nothing changed.
 */
export function writeStoredSetting(key: string, state: unknown): void {
  const storage = browserStorage()
  if (!storage) throw new StorageWriteError(new Error('localStorage is not available'))
  try {
    storage.setItem(key, JSON.stringify({ state, version: VERSION }))
  } catch (error) {
    throw new StorageWriteError(error)
  }
}
