import { giftNamesVi, type PrizeKind } from '@unikit/contracts/gifts'
import type { OutgoingMail } from '@unikit/service-kit'

export interface PrizeMailInput {
  to: string
  gift: PrizeKind
  code: string
  campaign: { name: string; year: number }
  publicUrl: string
}

// The redemption steps, in one place for the campaign team to adjust.
const howToRedeem = [
  'Trả lời email này, ghi rõ mã nhận quà, họ tên và số điện thoại của bạn.',
  'Đội ngũ Unikit sẽ liên hệ để hẹn thời gian và địa điểm trao quà trong vòng 5 ngày làm việc.',
  'Mỗi mã chỉ dùng được một lần: đừng chia sẻ mã cho ai khác nhé.',
]

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The prize mail, in Vietnamese, with the code and how to redeem it (plain text and HTML). */
export function prizeMail({ to, gift, code, campaign, publicUrl }: PrizeMailInput): OutgoingMail {
  const name = giftNamesVi[gift]
  const text = [
    'Chúc mừng năm mới!',
    '',
    `Cảm ơn bạn đã tham gia chương trình "${campaign.name}". Bạn đã nhận được: ${name}.`,
    '',
    `Mã nhận quà của bạn: ${code}`,
    '',
    'Cách nhận quà:',
    ...howToRedeem.map((step, index) => `${index + 1}. ${step}`),
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
<ol>${howToRedeem.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
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
