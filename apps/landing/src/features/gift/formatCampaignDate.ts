const format = new Intl.DateTimeFormat('vi-VN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
})

/** A campaign moment as the page shows it, in Vietnam's time, e.g. "00:00 15 tháng 1, 2027". */
export function formatCampaignDate(iso: string): string {
  return format.format(new Date(iso))
}
