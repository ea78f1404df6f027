const units = ['KB', 'MB', 'GB'] as const

/**
 * A file's size as students read it: `820 bytes`, `1.4 KB`, `14 KB`, `3.2 MB` (1 KB = 1,024 bytes, as file managers
 * count): under 1 MB always in KB, never "0.1 MB".
 */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size'
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  // One decimal below ten (3.2 MB), none above (14 KB), never a trailing ".0".
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${shown} ${units[unit]}`
}
