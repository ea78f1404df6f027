import { isGiftEmail } from '@unikit/contracts/gifts'

/** docs/product/landing.md#claiming-a-gift, checked on the trimmed value before sending: the message to show, or null when it may be sent. */
export function validateGiftEmail(trimmed: string): string | null {
  if (!trimmed) return 'Email là bắt buộc'
  if (!isGiftEmail(trimmed)) return 'Email không hợp lệ'
  return null
}
