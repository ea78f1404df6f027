import { QRPay } from 'vietnam-qr-pay'

/**
 * The VietQR (EMVCo, NAPAS 247) payload of a transfer to the company account: banking apps in Vietnam scan it and
 * fill in the account, the amount and the memo (the top-up's reference), so staff can match what arrives.
 */
export function vietQrPayload(input: {
  bin: string
  accountNo: string
  amount: number
  memo: string
}): string {
  return QRPay.initVietQR({
    bankBin: input.bin,
    bankNumber: input.accountNo,
    amount: String(input.amount),
    purpose: input.memo,
  }).build()
}
