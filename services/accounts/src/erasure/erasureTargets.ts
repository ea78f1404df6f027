/** `ERASURE_SERVICES` (`orders=http://…,drive=http://…`) as service name → base URL. */
export function erasureTargets(setting: string): Map<string, string> {
  const targets = new Map<string, string>()
  for (const pair of setting.split(',')) {
    const at = pair.indexOf('=')
    if (at > 0) targets.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  return targets
}
