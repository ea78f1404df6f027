import { createStore } from 'zustand/vanilla'

export type ModalLayerState = {
  /** Open modal dialogs, topmost last. */
  layers: HTMLElement[]
  push: (layer: HTMLElement) => void
  remove: (layer: HTMLElement) => void
}

/**
 * The modal dialogs currently open. A modal `<dialog>` makes the rest of the page inert, so anything that must
 * stay visible and announced above it (the toasts) renders inside the topmost one.
 */
export const modalLayerStore = createStore<ModalLayerState>()((set) => ({
  layers: [],
  push: (layer) => set((state) => ({ layers: [...state.layers.filter((l) => l !== layer), layer] })),
  remove: (layer) => set((state) => ({ layers: state.layers.filter((l) => l !== layer) })),
}))
