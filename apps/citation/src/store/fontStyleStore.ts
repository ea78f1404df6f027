import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE } from '@unikit/citation-core'
import { useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'

/** The font of the preview and the Word export ("Cite config style"). */
export type FontStyle = { fontFamily: string; fontSize: number }

export const FONT_STYLE_STORAGE_KEY = 'unikit:v2:citation:font-style'

type FontStyleState = FontStyle & { setFontStyle: (style: FontStyle) => void }

export const fontStyleStore = createStore<FontStyleState>()(
  persist(
    (set) => ({
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: DEFAULT_FONT_SIZE,
      setFontStyle: ({ fontFamily, fontSize }) => set({ fontFamily, fontSize }),
    }),
    {
      name: FONT_STYLE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ fontFamily, fontSize }): FontStyle => ({ fontFamily, fontSize }),
    },
  ),
)

/** The current font style, re-rendering when it changes. */
export function useFontStyle(): FontStyle {
  const fontFamily = useStore(fontStyleStore, (state) => state.fontFamily)
  const fontSize = useStore(fontStyleStore, (state) => state.fontSize)
  return { fontFamily, fontSize }
}
