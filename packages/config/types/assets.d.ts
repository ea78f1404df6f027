// Module declarations for the non-script files rspack bundles.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}
declare module '*.css'
declare module '*.png' {
  const url: string
  export default url
}
declare module '*.jpg' {
  const url: string
  export default url
}
declare module '*.webp' {
  const url: string
  export default url
}
declare module '*.svg' {
  const url: string
  export default url
}

/** Inlined at build time by the rspack preset. */
declare const process: { env: { UNIKIT_BUILD_ID: string; NODE_ENV: string } }
