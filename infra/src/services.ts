/** The back-end services the platform runs, each in its own process with its own schema. */
export const serviceNames = ['accounts', 'orders', 'drive', 'teachers', 'gifts', 'cite'] as const

export type ServiceName = (typeof serviceNames)[number]

/** Each service's port is the base plus its offset, so a second platform (e2e) can run beside `npm start`. */
export const servicePortOffsets: Record<ServiceName, number> = {
  accounts: 1,
  orders: 2,
  drive: 3,
  teachers: 4,
  gifts: 5,
  cite: 6,
}

export const defaultServicePortBase = 4100

export function servicePort(name: ServiceName, base = defaultServicePortBase): number {
  return base + servicePortOffsets[name]
}

/** accounts' ERASURE_SERVICES: every other service at `url(name)` (docs/decisions/0630-delete-my-account.md). */
export const erasureServices = (url: (name: ServiceName) => string) =>
  serviceNames
    .filter((name) => name !== 'accounts')
    .map((name) => `${name}=${url(name)}`)
    .join(',')
