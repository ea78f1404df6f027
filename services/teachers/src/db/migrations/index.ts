import type { Migrations } from '@unikit/service-kit'
import * as createTeachers from './0001_create_teachers.ts'
import * as feedback from './0002_feedback.ts'
import * as lecturerNameTrigrams from './0003_lecturer_name_trigrams.ts'
import * as insightSignals from './0004_insight_signals.ts'
import * as courseList from './0005_course_list.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_teachers': createTeachers,
  '0002_feedback': feedback,
  '0003_lecturer_name_trigrams': lecturerNameTrigrams,
  '0004_insight_signals': insightSignals,
  '0005_course_list': courseList,
}
