import { readApiError, useApiResource } from '@unikit/auth'
import type { TeacherSaveBody } from '@unikit/contracts/teachers'
import { Button, Checkbox, Dialog, Spinner, TextArea, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useEffect, useState } from 'react'
import { deskApi, feedbackApi } from '../../api/feedbackApi.ts'
import styles from './Desk.module.css'

type Draft = Omit<TeacherSaveBody, 'id'>
const blank: Draft = { fullname: '', major: '', campus: '', bio: '', hobbies: '', style: '', course_ids: [] }

/** A lecturer's profile, courses and avatar: a new one without `lecturerId`. A failed save keeps what was typed. */
export function LecturerEditor({
  lecturerId,
  onClose,
  onSaved,
}: {
  lecturerId: number | undefined
  onClose: () => void
  onSaved: () => void
}) {
  const courses = useApiResource(() => deskApi.courses(), [])
  const [draft, setDraft] = useState<Draft>(blank)
  const [loaded, setLoaded] = useState(lecturerId === undefined)
  const [avatar, setAvatar] = useState<File>()
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
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
      (failure: unknown) => setError(readApiError(failure).message),
    )
  }, [lecturerId])
  const change = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const toggleCourse = (id: number) =>
    change({
      course_ids: draft.course_ids.includes(id)
        ? draft.course_ids.filter((c) => c !== id)
        : [...draft.course_ids, id],
    })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft.fullname.trim()) return setError('Enter the lecturer’s full name')
    setSaving(true)
    setError('')
    try {
      const saved = await deskApi.saveLecturer({ ...draft, ...(lecturerId ? { id: lecturerId } : {}) })
      if (avatar) await deskApi.uploadAvatar(saved.id, avatar)
      toast(`${saved.fullname} saved`, { type: 'success' })
      onSaved()
      onClose()
    } catch (failure) {
      setError(readApiError(failure).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={lecturerId ? 'Edit lecturer' : 'New lecturer'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="lecturer-form" loading={saving} disabled={!loaded}>
            Save lecturer
          </Button>
        </>
      }
    >
      {!loaded && !error ? (
        <Spinner label="Loading the lecturer" />
      ) : (
        <form id="lecturer-form" className={styles.form} onSubmit={save} noValidate>
          {error && <p role="alert">{error}</p>}
          <TextField
            label="Full name"
            value={draft.fullname}
            maxLength={120}
            required
            onChange={(e) => change({ fullname: e.target.value })}
          />
          <TextField
            label="Major"
            value={draft.major}
            maxLength={120}
            onChange={(e) => change({ major: e.target.value })}
          />
          <TextField
            label="Campus"
            value={draft.campus}
            maxLength={60}
            onChange={(e) => change({ campus: e.target.value })}
          />
          <TextArea
            label="Bio"
            value={draft.bio}
            maxLength={2000}
            rows={3}
            onChange={(e) => change({ bio: e.target.value })}
          />
          <TextField
            label="Hobbies"
            value={draft.hobbies}
            maxLength={500}
            onChange={(e) => change({ hobbies: e.target.value })}
          />
          <TextArea
            label="Teaching style"
            value={draft.style}
            maxLength={1000}
            rows={2}
            onChange={(e) => change({ style: e.target.value })}
          />
          <fieldset className={styles.checks}>
            <legend>Courses</legend>
            {(courses.data ?? []).map((course) => (
              <Checkbox
                key={course.id}
                label={`${course.code} ${course.name}`}
                checked={draft.course_ids.includes(course.id)}
                onChange={() => toggleCourse(course.id)}
              />
            ))}
          </fieldset>
          <TextField
            label="Avatar (PNG, JPEG, GIF or WebP, up to 2 MB)"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => setAvatar(event.target.files?.[0])}
          />
        </form>
      )}
    </Dialog>
  )
}
