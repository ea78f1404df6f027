// What the global setup hands to the tests (see node/citeService.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:40123: the cite service the remote's tests call. */
    citeServiceUrl: string
    /** e.g. http://127.0.0.1:40124: the third-party fakes (Crossref, article pages) behind it. */
    fakesUrl: string
  }
}

export {}
