/** When the profile of which sign-in was last loaded: the freshness `refreshProfile`'s `maxAge` compares against. */
let loaded: { generation: number; at: number } | null = null

/** Records a profile just loaded for this sign-in (restoring a session and signing in load it themselves). */
export function noteProfileLoaded(generation: number): void {
  loaded = { generation, at: Date.now() }
}

/** Whether the profile of this sign-in was loaded less than `maxAge` ms ago. */
export function profileLoadedWithin(generation: number, maxAge: number): boolean {
  return loaded?.generation === generation && Date.now() - loaded.at < maxAge
}
