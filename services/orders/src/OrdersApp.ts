import type { ServiceApp } from '@unikit/service-kit'
import type { OrdersConfig } from './config.ts'
import type { OrdersDatabase } from './db/schema.ts'

/** The orders service's app: its own tables and settings. */
export type OrdersApp = ServiceApp<OrdersDatabase, OrdersConfig>
