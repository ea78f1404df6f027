import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE, resolveFont } from '@unikit/citation-core'
import { useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'

/** The font of the preview, the clipboard and the Word export ("Cite config style"). */
export type FontStyle = { fontFamily: string; fontSize: number }

export const FONT_STYLE_STORAGE_KEY = 'unikit:v2:citation:font-style'

type FontStyleState = FontStyle & {
  /** Saves a font through the engine's rules: at least 1 pt, else 14; an empty family is Arial. */
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

export const fontStyleStore = createStore<FontStyleState>()(
  persist(
    (set) => ({
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: DEFAULT_FONT_SIZE,
      setFontStyle: (style) => set(resolveFont(style)),
    }),
    {
      name: FONT_STYLE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ fontFamily, fontSize }): FontStyle => ({ fontFamily, fontSize }),
      migrate: (persisted) => parseFontStyle(persisted),
      // What is stored replaces the style; a missing value (storage cleared) means the defaults.
      merge: (persisted, current) => ({ ...current, ...parseFontStyle(persisted) }),
    },
  ),
)

/** The current font style, re-rendering when it changes. */
export function useFontStyle(): FontStyle {
  const fontFamily = useStore(fontStyleStore, (state) => state.fontFamily)
  const fontSize = useStore(fontStyleStore, (state) => state.fontSize)
  return { fontFamily, fontSize }
}

// Another tab saved a font (or storage was cleared): take it. `storage` fires only in the other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FONT_STYLE_STORAGE_KEY || event.key === null) void fontStyleStore.persist.rehydrate()
  })
}
