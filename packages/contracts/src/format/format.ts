/**
 * One way of writing numbers, money and dates across Unikit (docs/product/platform.md#numbers-money-and-dates):
 * dong as Vietnamese readers write them, counts in one locale, dates and deadlines in Vietnam's time zone with one
 * date format. The design system re-exports these for the remotes; services use them in mails and messages.
 */
export const UNIKIT_TIME_ZONE = 'Asia/Ho_Chi_Minh'

/** Made on first use: building a formatter is slow on a phone, and a page's first render needs none of them. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const vnd = lazily(
  () => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
)
const count = lazily(() => new Intl.NumberFormat('en-GB'))
const day = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: UNIKIT_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
)
const time = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: UNIKIT_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
)

// Intl puts a no-break space before the symbol; a normal space copies and tests more predictably.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** An amount of dong: `1.250.000 ₫`. */
export function formatVnd(amount: number): string {
  return plainSpaces(vnd().format(amount))
}

/**
 * A count: `1,000`. Whole numbers are grouped here, as en-GB groups them: the first `Intl` formatter a page makes
 * loads the locale's data, a task of 30–50 ms on a phone, and a list of counts (a course's samples) was what made it.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return count().format(value)
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',')
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value))

/** A day in Vietnam: `25 Nov 2026`. */
export function formatDate(value: Date | string | number): string {
  return plainSpaces(day().format(asDate(value)))
}

/** A moment in Vietnam, for deadlines and timelines: `25 Nov 2026, 17:30`. */
export function formatDateTime(value: Date | string | number): string {
  const date = asDate(value)
  return `${formatDate(date)}, ${plainSpaces(time().format(date))}`
}
