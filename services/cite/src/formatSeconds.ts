/** `10000` → `10 seconds`, `1000` → `1 second`, `300` → `0.3 seconds`: for messages people read. */
export function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}
