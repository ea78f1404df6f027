/** The origins of absolute remote entries; same-origin paths need no extra source in the page's CSP. */
export function remoteOriginsOf(entries: string[]): string[] {
  return entries.flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []))
}
