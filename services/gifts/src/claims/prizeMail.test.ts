import { describe, expect, it } from 'vitest'
import { prizeMail } from './prizeMail.ts'

describe('the prize mail', () => {
  const mail = prizeMail({
    to: 'lan@gmail.com',
    gift: 'AIRPOD3',
    code: 'TET-ABCD-1234',
    campaign: { name: 'Lì xì Tết', year: 2027 },
    publicUrl: 'https://unikit.vn',
    contactEmail: 'support@unikit.vn',
  })

  it('never asks for a reply to its no-reply address: it names a real inbox and the Contact page', () => {
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).not.toMatch(/trả lời email này|reply/i)
      expect(body).toContain('support@unikit.vn')
      expect(body).toContain('https://unikit.vn/contact')
      expect(body).toContain('TET-ABCD-1234')
    }
    expect(mail.html).toContain('href="mailto:support@unikit.vn"')
  })
})
