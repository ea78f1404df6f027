import { resolveFont } from '@unikit/citation-core'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { readStoredSetting, writeStoredSetting } from './storedSetting.ts'

/** The font of the preview, the clipboard and the Word export ("Cite config style"). */
export type FontStyle = { fontFamily: string; fontSize: number }

export const FONT_STYLE_STORAGE_KEY = 'unikit:v2:citation:font-style'

type FontStyleState = FontStyle & {
  /**
   * Saves a font through the engine's rules (at least 1 pt, else 14; an empty family is Arial): written first,
   * shown only once stored. Throws a `StorageWriteError` when storage refuses, with nothing changed.
   */
  setFontStyle: (style: { fontFamily?: string; fontSize?: number }) => void
}

/** A stored value read defensively, through the same rules: anything malformed gives the defaults. */
export function parseFontStyle(persisted: unknown): FontStyle {
  const value = (persisted ?? {}) as { fontFamily?: unknown; fontSize?: unknown }
  return resolveFont({
    ...(typeof value.fontFamily === 'string' ? { fontFamily: value.fontFamily } : {}),
    ...(typeof value.fontSize === 'number' ? { fontSize: value.fontSize } : {}),
  })
}

// zustand's `persist` is not used: it sets the state before writing, so a full storage would show an unsaved font.
export const fontStyleStore = createStore<FontStyleState>()((set) => ({
  ...parseFontStyle(readStoredSetting(FONT_STYLE_STORAGE_KEY)),
  setFontStyle: (style) => {
    const next = resolveFont(style)
    writeStoredSetting(FONT_STYLE_STORAGE_KEY, next)
    set(next)
  },
}))

/** The current font style, re-rendering when it changes. */
export function useFontStyle(): FontStyle {
  const fontFamily = useStore(fontStyleStore, (state) => state.fontFamily)
  const fontSize = useStore(fontStyleStore, (state) => state.fontSize)
  return { fontFamily, fontSize }
}

// Another tab saved a font (or storage was cleared): take it; nothing stored means the defaults. `storage` fires
// only in the other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FONT_STYLE_STORAGE_KEY || event.key === null)
      fontStyleStore.setState(parseFontStyle(readStoredSetting(FONT_STYLE_STORAGE_KEY)))
  })
}
