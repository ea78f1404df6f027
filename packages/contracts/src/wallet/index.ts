export * from './ledgerKinds.ts'
export * from './walletCalls.ts'
