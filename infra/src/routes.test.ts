import { describe, expect, it } from 'vitest'
import { publicRoutes, serviceForPath } from './routes.ts'

describe('serviceForPath', () => {
  it.each([
    ['/api/private/login', 'accounts'],
    ['/api/private/me/set_password', 'accounts'],
    ['/api/private/u/verify/create', 'accounts'],
    ['/api/mobile/user/logout', 'accounts'],
    ['/api/private/order/list', 'orders'],
    ['/api/private/file/upload', 'orders'],
    ['/api/private/drive/list', 'drive'],
    ['/api/private/teacher/rating/save', 'teachers'],
    ['/api/private/teachers/whoami', 'teachers'],
    ['/gift/api/event/submit-email', 'gifts'],
    ['/api/public/crawl/url', 'cite'],
  ])('sends %s to %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service)
  })

  it('matches on path-segment boundaries only', () => {
    expect(serviceForPath('/api/private/meow')).toBeNull()
    expect(serviceForPath('/api/private/orderx')).toBeNull()
  })

  it('sends the development mail outbox to accounts, marked development-only (production leaves it out)', () => {
    expect(serviceForPath('/api/dev/mail')).toBe('accounts')
    expect(publicRoutes.filter((route) => route.devOnly).map((route) => route.prefix)).toEqual([
      '/api/dev/mail',
    ])
  })

  it('never exposes internal routes', () => {
    expect(serviceForPath('/internal/wallet/debit')).toBeNull()
    expect(serviceForPath('/api/internal/wallet/debit')).toBeNull()
  })
})
