// What the global setup hands to the tests (see node/accountsService.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:40123: the accounts service the account calls' tests use. */
    accountsServiceUrl: string
  }
}

export {}
