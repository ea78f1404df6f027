/**
 * The page's CSP: everything from our own origin, plus the origins that remotes.json points at, so a remote
 * released to a CDN still loads while injected third-party scripts do not.
 */
export function contentSecurityPolicy(remoteOrigins: string[]): Record<string, string[]> {
  const remotes = [...new Set(remoteOrigins)]
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/** The origins of absolute remote entries; same-origin paths need no extra source. */
export function remoteOriginsOf(entries: string[]): string[] {
  return entries.flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []))
}
