import { readApiError } from '@unikit/auth'
import type { TeacherSaveBody } from '@unikit/contracts/teachers'
import { useEffect, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'

export type LecturerDraft = Omit<TeacherSaveBody, 'id'>

const blank: LecturerDraft = {
  fullname: '',
  major: '',
  campus: '',
  bio: '',
  hobbies: '',
  style: '',
  course_ids: [],
}

/**
 * What the lecturer editor edits: blank for a new lecturer, else the lecturer as saved, once loaded. `failure` is
 * why they could not be loaded.
 */
export function useLecturerDraft(lecturerId: number | undefined) {
  const [draft, setDraft] = useState<LecturerDraft>(blank)
  const [loaded, setLoaded] = useState(lecturerId === undefined)
  const [failure, setFailure] = useState('')
  useEffect(() => {
    if (lecturerId === undefined) return
    feedbackApi.lecturer(lecturerId).then(
      (lecturer) => {
        setDraft({
          fullname: lecturer.fullname,
          major: lecturer.major ?? '',
          campus: lecturer.campus ?? '',
          bio: lecturer.bio ?? '',
          hobbies: lecturer.hobbies ?? '',
          style: lecturer.style ?? '',
          course_ids: lecturer.courses.map((course) => course.id),
        })
        setLoaded(true)
      },
      (error: unknown) => setFailure(readApiError(error).message),
    )
  }, [lecturerId])
  const change = (patch: Partial<LecturerDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const toggleCourse = (id: number) =>
    setDraft((previous) => ({
      ...previous,
      course_ids: previous.course_ids.includes(id)
        ? previous.course_ids.filter((course) => course !== id)
        : [...previous.course_ids, id],
    }))
  return { draft, loaded, failure, change, toggleCourse }
}
