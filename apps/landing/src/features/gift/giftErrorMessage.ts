import type { ApiError } from '@unikit/auth'

/** What the page says, under the field, for each way a claim can fail (docs/product/landing.md#claiming-a-gift). */
export function giftErrorMessage({ code }: Pick<ApiError, 'code'>): string {
  switch (code) {
    case 'EMAIL_REQUIRED':
      return 'Email là bắt buộc'
    case 'INVALID_EMAIL':
    // A malformed address (not a string, too long); a missing one is EMAIL_REQUIRED from the service.
    case 'VALIDATION_FAILED':
      return 'Email không hợp lệ'
    case 'EMAIL_ALREADY_USED':
      return 'Email đã được sử dụng'
    case 'CAMPAIGN_NOT_STARTED':
      return 'Chương trình chưa bắt đầu. Bạn quay lại sau nhé!'
    case 'CAMPAIGN_ENDED':
    case 'NO_CAMPAIGN':
      return 'Chương trình đã kết thúc. Hẹn gặp bạn vào dịp Tết tới!'
    case 'RATE_LIMITED':
      return 'Bạn thử hơi nhiều lần rồi. Đợi một lát rồi thử lại nhé.'
    case 'NETWORK':
    case 'TIMEOUT':
      return 'Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại nhé.'
    default:
      return 'Đã có lỗi xảy ra. Bạn thử lại sau ít phút nhé.'
  }
}
