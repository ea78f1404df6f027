import { ErrorBody } from '@unikit/contracts'
import {
  RatingList,
  RatingListQuery,
  RatingReportBody,
  RatingReportResult,
  RatingSaveBody,
  RatingSaveResult,
  RatingSetStatusBody,
  RatingSetStatusResult,
} from '@unikit/contracts/teachers'
import { listRatingViews } from '../../ratings/listRatingViews.ts'
import { moderateRating } from '../../ratings/moderateRating.ts'
import { reportRating } from '../../ratings/reportRating.ts'
import { saveRating } from '../../ratings/saveRating.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

/** Insights: save, list, report, and staff's set_status (docs/product/feedback.md). */
export function ratingRoutes(app: TeachersApp) {
  const tags = ['ratings']

  app.post(
    '/api/private/teacher/rating/save',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: "Saves the student's insight; a second for the same course and semester edits the first",
        body: RatingSaveBody,
        response: {
          200: RatingSaveResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => saveRating(app.db, request.user, request.body),
  )

  app.get(
    '/api/private/teacher/rating/list',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Public insights newest first or as sorted, aged ones last; with author_id (the reader's own id or `me`) the reader's own",
        querystring: RatingListQuery,
        response: { 200: RatingList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { data, total } = await listRatingViews(app.db, request.user.userId, request.query)
      return { data, page, page_size, total }
    },
  )

  app.post(
    '/api/private/teacher/rating/report',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary:
          'Reports an insight to staff, with a reason; reports from accounts verified a week or more hold it at three',
        body: RatingReportBody,
        response: { 200: RatingReportResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      await reportRating(app, request.user, request.body)
      return { data: { reported: true as const } }
    },
  )

  app.post(
    '/api/private/teacher/rating/set_status',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Staff publish, hide or delete an insight (a reason for hide and delete)',
        body: RatingSetStatusBody,
        response: {
          200: RatingSetStatusResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      await moderateRating(app, request.user, request.body)
      return { data: 1 as const }
    },
  )
}
