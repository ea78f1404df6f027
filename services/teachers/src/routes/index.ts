import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { TeachersApp } from '../TeachersApp.ts'
import { courseRoutes } from './course/courseRoutes.ts'
import { authorRoutes } from './rating/authorRoutes.ts'
import { ratingRoutes } from './rating/ratingRoutes.ts'
import { staffRoutes } from './staff/staffRoutes.ts'
import { teacherRoutes } from './teacher/teacherRoutes.ts'

/** The teachers routes, one module per area in `routes/<area>/` (docs/product/feedback.md). */
export function routes(app: TeachersApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  teacherRoutes(app)
  ratingRoutes(app)
  authorRoutes(app)
  staffRoutes(app)
  courseRoutes(app)
}
