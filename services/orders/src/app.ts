import { type AppOptions, createService } from '@unikit/service-kit'
import { type OrdersConfig, service, settings } from './config.ts'
import { auditSubjectNames } from './db/auditSubjects.ts'
import { migrations } from './db/migrations/index.ts'
import type { OrdersDatabase } from './db/schema.ts'
import type { OrdersApp } from './OrdersApp.ts'
import { eraseUser } from './orders/eraseUser.ts'
import { personalData } from './orders/personalData.ts'
import { routes } from './routes/index.ts'

/** The orders service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<OrdersConfig> = {}): OrdersApp {
  return createService<OrdersDatabase, OrdersConfig>(
    {
      ...service,
      settings,
      migrations,
      routes,
      personalData,
      eraseUser,
      auditSubjects: (app, subjects) => auditSubjectNames(app.db, subjects),
    },
    options,
  )
}
