/** A CSL style was used before `loadStyle` had loaded it (the engine renders synchronously). */
export class StyleNotLoadedError extends Error {
  readonly style: string

  constructor(style: string) {
    super(`The style ${style} is not loaded: await loadStyle('${style}') first`)
    this.name = 'StyleNotLoadedError'
    this.style = style
  }
}
