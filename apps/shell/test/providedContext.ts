// What the global setup hands to the tests (see node/accountsService.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:40123: the accounts service the shell's tests call. */
    accountsServiceUrl: string
    /** The service's INTERNAL_TOKEN, for wallet credits (`/internal/wallet/credit`). */
    accountsInternalToken: string
  }
}

export {}
