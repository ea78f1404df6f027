import { ErrorBody } from '@unikit/contracts'
import { DriveReportBody, DriveReportResult } from '@unikit/contracts/drive'
import { reportItem } from '../../archive/reportItem.ts'
import type { DriveApp } from '../../DriveApp.ts'

/** A student reports a published file for staff to look at (docs/product/archive.md#reports). */
export function reportRoute(app: DriveApp) {
  app.post(
    '/api/private/drive/report',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['archive'],
        body: DriveReportBody,
        response: {
          200: DriveReportResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await reportItem(app.db, request.user.userId, request.body)
      return { data: { reported: true as const } }
    },
  )
}
