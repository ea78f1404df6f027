import { giftNamesVi, type PrizeKind } from '@unikit/contracts/gifts'
import type { OutgoingMail } from '@unikit/service-kit'

export interface PrizeMailInput {
  to: string
  gift: PrizeKind
  code: string
  campaign: { name: string; year: number }
  publicUrl: string
  /** The inbox a winner writes to (GIFT_CONTACT_EMAIL): the mail itself comes from a no-reply address. */
  contactEmail: string
}

// The redemption steps, in one place for the campaign team to adjust. This mail leaves from a no-reply address, so
// it never says "reply to this e-mail": it names the inbox to write to, and the Contact page.
const howToRedeem = (contactEmail: string, contactPage: string) => [
  `Gửi email tới ${contactEmail} (hoặc điền trang Liên hệ: ${contactPage}), ghi rõ mã nhận quà, họ tên và số điện thoại của bạn.`,
  'Đội ngũ Unikit sẽ liên hệ để hẹn thời gian và địa điểm trao quà trong vòng 5 ngày làm việc.',
  'Mỗi mã chỉ dùng được một lần: đừng chia sẻ mã cho ai khác nhé.',
]

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The prize mail, in Vietnamese, with the code and how to redeem it (plain text and HTML). */
export function prizeMail({
  to,
  gift,
  code,
  campaign,
  publicUrl,
  contactEmail,
}: PrizeMailInput): OutgoingMail {
  const name = giftNamesVi[gift]
  const contactPage = new URL('/contact', publicUrl).toString()
  const steps = howToRedeem(contactEmail, contactPage)
  const text = [
    'Chúc mừng năm mới!',
    '',
    `Cảm ơn bạn đã tham gia chương trình "${campaign.name}". Bạn đã nhận được: ${name}.`,
    '',
    `Mã nhận quà của bạn: ${code}`,
    '',
    'Cách nhận quà:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Khám phá bộ công cụ học tập của Unikit: ${publicUrl}`,
    '',
    'An khang thịnh vượng,',
    'Đội ngũ Unikit',
  ].join('\n')
  const html = `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;color:#14143a">
<h1 style="color:#e60028">Chúc mừng năm mới!</h1>
<p>Cảm ơn bạn đã tham gia chương trình “${escapeHtml(campaign.name)}”. Bạn đã nhận được: <strong>${escapeHtml(name)}</strong>.</p>
<p>Mã nhận quà của bạn:</p>
<p style="font-size:22px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>
<h2 style="font-size:16px">Cách nhận quà</h2>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p>Liên hệ: <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a></p>
<p>Khám phá bộ công cụ học tập của Unikit: <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
<p>An khang thịnh vượng,<br>Đội ngũ Unikit</p>
</body></html>`
  return {
    kind: 'gift-prize',
    to,
    subject: `Quà Tết ${campaign.year} từ Unikit: mã nhận ${name}`,
    text,
    html,
  }
}
