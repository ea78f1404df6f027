// The react-router package itself, by a name the federation does not intercept: the shell's rspack config
// aliases it (packages/config/src/rspack.ts, `provideFromFile`), so sharedReactRouter.ts can re-export from it.
declare module '@unikit/whole/react-router' {
  export * from 'react-router'
}
