const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 })

/** An amount of dong as Vietnamese readers write it: `1.250.000 ₫`. */
export function formatVnd(amount: number): string {
  // Intl puts a no-break space before the symbol; a normal space copies and tests more predictably.
  return vnd.format(amount).replace(/\u00a0/g, ' ')
}
