/** Gmail ignores dots in the local part and everything after a `+`; googlemail.com is the same mailbox. */
const gmailDomains = new Set(['gmail.com', 'googlemail.com'])

/**
 * The key that decides "one gift per person": the trimmed, lower-cased address, with Gmail's dots and
 * `+tags` folded so `An.Nguyen+tet@GMail.com` and `annguyen@gmail.com` are one person. Other providers'
 * rules differ (some treat `+` or dots as significant), so only Gmail is folded. Null when folding leaves
 * no mailbox (e.g. `+tag@gmail.com`).
 */
export function normalizeEmail(email: string): string | null {
  const lowered = email.trim().toLowerCase()
  const at = lowered.lastIndexOf('@')
  if (at < 1) return null
  const domain = lowered.slice(at + 1)
  let local = lowered.slice(0, at)
  if (gmailDomains.has(domain)) {
    local = local.split('+')[0]!.replaceAll('.', '')
    if (!local) return null
    return `${local}@gmail.com`
  }
  return `${local}@${domain}`
}
