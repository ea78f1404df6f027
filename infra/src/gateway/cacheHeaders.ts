import path from 'node:path'

/** Files whose name is not content-hashed: they must be revalidated so a release shows up at once. */
const mutableFiles = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'remotes.json',
])

const hashedName = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|webp|avif|svg|woff2?)$/

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`main.1a2b3c4d5e.js.br`) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
  if (mutableFiles.has(name)) return 'no-cache'
  if (hashedName.test(name) || filePath.includes(`${path.sep}assets${path.sep}`)) {
    return 'public, max-age=31536000, immutable'
  }
  return 'no-cache'
}
