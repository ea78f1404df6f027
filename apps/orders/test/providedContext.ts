// What the global setup hands to the tests (see node/ordersPlatform.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The one origin the page calls: orders paths go to the orders service, the rest to accounts. */
    platformUrl: string
    /** The accounts service itself (its development outbox). */
    accountsServiceUrl: string
    /** INTERNAL_TOKEN of both services, for wallet credits as the payments side makes them. */
    internalToken: string
  }
}

export {}
