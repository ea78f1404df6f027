import { ErrorBody } from '@unikit/contracts'
import {
  DoneResult,
  RatingDeleteBody,
  RatingEditBody,
  RatingEditResult,
  RatingHelpfulBody,
  RatingHelpfulResult,
} from '@unikit/contracts/teachers'
import { deleteOwnRating } from '../../ratings/deleteOwnRating.ts'
import { editOwnRating } from '../../ratings/editOwnRating.ts'
import { markHelpful } from '../../ratings/markHelpful.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * What a student does to an insight besides writing and reporting it (docs/product/feedback.md): edit or delete
 * their own within 30 days, and mark others' helpful.
 */
export function authorRoutes(app: TeachersApp) {
  const tags = ['ratings']

  app.post(
    '/api/private/teacher/rating/edit',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: 'The author edits their insight within 30 days of writing it; checked and moderated again',
        body: RatingEditBody,
        response: { 200: RatingEditResult, ...refused },
      },
    },
    async (request) => editOwnRating(app.db, request.user, request.body),
  )

  app.post(
    '/api/private/teacher/rating/delete',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: 'The author deletes their insight within 30 days of writing it',
        body: RatingDeleteBody,
        response: { 200: DoneResult, ...refused },
      },
    },
    async (request) => {
      await deleteOwnRating(app.db, request.user, request.body.id)
      return { data: 1 as const }
    },
  )

  app.post(
    '/api/private/teacher/rating/helpful',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary:
          "Marks another student's insight helpful (helpful: true) or takes the mark back; one per student",
        body: RatingHelpfulBody,
        response: { 200: RatingHelpfulResult, ...refused },
      },
    },
    async (request) => ({ data: await markHelpful(app.db, request.user, request.body) }),
  )
}
