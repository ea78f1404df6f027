/** Web mail of the providers students use most; RMIT Vietnam's mail is Microsoft 365. */
const webmail: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/',
  'googlemail.com': 'https://mail.google.com/',
  'rmit.edu.vn': 'https://outlook.office.com/mail/',
  'outlook.com': 'https://outlook.live.com/mail/',
  'hotmail.com': 'https://outlook.live.com/mail/',
  'live.com': 'https://outlook.live.com/mail/',
  'yahoo.com': 'https://mail.yahoo.com/',
  'yahoo.com.vn': 'https://mail.yahoo.com/',
  'icloud.com': 'https://www.icloud.com/mail/',
}

/** The web mailbox of an address, when its provider is known (sub-domains included, e.g. student.rmit.edu.vn). */
export function mailboxLink(email: string): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  for (const [known, url] of Object.entries(webmail)) {
    if (domain === known || domain.endsWith(`.${known}`)) return url
  }
  return null
}
