import { readApiError } from '@unikit/auth'
import {
  type Course,
  RATING_MAX_TAGS,
  RATING_NOTE_MAX_LENGTH,
  type Rating,
  ratingDimensions,
  ratingYears,
  type Tag,
} from '@unikit/contracts/teachers'
import { FormAlert, FormDialog, Select, TextArea, TextField, toast } from '@unikit/design-system'
import { useRef, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import styles from './InsightForm.module.css'
import {
  draftOf,
  emptyDraft,
  errorsLeft,
  type RatingDraft,
  type RatingErrors,
  ratingFieldOrder,
  validateRatingForm,
} from './ratingForm.ts'
import { ScoreGroup } from './ScoreGroup.tsx'
import { SignalChoices } from './SignalChoices.tsx'
import { savedMessage } from './savedMessage.ts'
import { TagChoices } from './TagChoices.tsx'

/** What the server says, in the form's words where we have better ones. */
const serverMessages: Record<string, string> = {
  STAFF_CANNOT_RATE: 'Staff accounts cannot rate lecturers.',
  EDIT_WINDOW_CLOSED: 'An insight can be changed within 30 days of writing it; this one can no longer be.',
  INSIGHT_EXISTS: 'You have an insight for this course and semester already: edit that one instead.',
}

/**
 * "Provide insight" and "Edit insight" (docs/product/feedback.md#providing-an-insight): course, semester, year, the
 * insight, up to five tags, the five ratings, whether they would take the lecturer again and the grade received.
 * Errors show beside their fields when it is sent, the focus goes to the first, and each goes as soon as its field
 * is valid; a failed save keeps everything typed.
 */
export function InsightForm({
  open,
  onClose,
  teacherId,
  lecturer,
  courses,
  tags,
  onSaved,
  editing,
}: {
  open: boolean
  onClose: () => void
  teacherId: number
  lecturer: string
  courses: Course[]
  tags: Tag[]
  onSaved: (saved: Rating) => void
  /** The student's own insight to change; a new one without it. */
  editing?: Rating | undefined
}) {
  // The newest year a student may choose (2018 to this year).
  const [thisYear = new Date().getFullYear()] = ratingYears(new Date())
  const context = { teacherId, thisYear }
  const [draft, setDraft] = useState<RatingDraft>(() => (editing ? draftOf(editing) : emptyDraft(thisYear)))
  const [errors, setErrors] = useState<RatingErrors>({})
  const [failure, setFailure] = useState('')
  const fields = useRef<HTMLDivElement>(null)
  const failureRef = useRef<HTMLParagraphElement>(null)
  const change = (patch: Partial<RatingDraft>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    setErrors((shown) => errorsLeft(shown, next, context))
  }

  const focusFirst = (found: RatingErrors) => {
    const first = ratingFieldOrder.find((field) => found[field])
    if (!first) return
    fields.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }

  const toggleTag = (name: string) => {
    if (draft.tags.includes(name)) {
      change({ tags: draft.tags.filter((tag) => tag !== name) })
      setErrors(({ tags: _, ...rest }) => rest)
    } else if (draft.tags.length >= RATING_MAX_TAGS) {
      setErrors((previous) => ({ ...previous, tags: 'Only select up to 5 tags' }))
    } else change({ tags: [...draft.tags, name] })
  }

  const submit = async () => {
    setFailure('')
    const { errors: found, body } = validateRatingForm(draft, context)
    setErrors(found)
    if (!body) return focusFirst(found)
    try {
      const { teacher_id, ...changes } = body
      const saved = editing
        ? { data: await feedbackApi.edit({ id: editing.id, ...changes }), how: 'edited' as const }
        : await feedbackApi.save(body).then((answer) => ({
            data: answer.data,
            how: answer.created ? ('created' as const) : ('resaved' as const),
          }))
      const waits = saved.data.status === 'pending'
      toast(savedMessage(saved.data, saved.how), {
        type: waits ? 'info' : 'success',
        duration: waits ? 10_000 : 5000,
      })
      if (!editing) setDraft(emptyDraft(thisYear))
      onSaved(saved.data)
      onClose()
    } catch (error) {
      const read = readApiError(error)
      setFailure(serverMessages[read.code] ?? read.message)
      requestAnimationFrame(() => failureRef.current?.focus())
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit insight' : 'Provide insight'}
      description={`About ${lecturer}. Shown as “RMIT student”: your name is never shown.`}
      size="lg"
      submitLabel={editing ? 'Save changes' : 'Submit'}
      onSubmit={submit}
    >
      <div ref={fields} className={`uk-stack ${styles.form}`}>
        <FormAlert tone="error" tabIndex={-1} ref={failureRef}>
          {failure}
        </FormAlert>
        <Select
          label="Course"
          placeholder="Choose the course you took"
          options={courses.map((course) => ({
            value: String(course.id),
            label: `${course.code} ${course.name}`,
          }))}
          value={draft.courseId}
          onChange={(event) => change({ courseId: event.target.value })}
          error={errors.course}
          data-field="course"
          required
        />
        <div className={`uk-card-grid uk-card-grid--fit ${styles.row}`}>
          <Select
            label="Semester"
            placeholder="Choose"
            options={[1, 2, 3].map((semester) => ({
              value: String(semester),
              label: `Semester ${semester}`,
            }))}
            value={draft.semester}
            onChange={(event) => change({ semester: event.target.value })}
            error={errors.semester}
            data-field="semester"
            required
          />
          <TextField
            label="Year"
            type="number"
            inputMode="numeric"
            min={2018}
            max={thisYear}
            value={draft.year}
            onChange={(event) => change({ year: event.target.value })}
            error={errors.year}
            data-field="year"
            required
          />
        </div>
        <TextArea
          label="Your insight"
          hint="How the lectures, feedback and assessments went. Be fair: no names of students, nothing personal."
          rows={5}
          maxLength={RATING_NOTE_MAX_LENGTH}
          showCount
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          error={errors.note}
          data-field="note"
          required
        />
        <TagChoices tags={tags} chosen={draft.tags} error={errors.tags} onToggle={toggleTag} />
        {ratingDimensions.map((dimension) => (
          <ScoreGroup
            key={dimension.key}
            dimension={dimension}
            value={draft.scores[dimension.key]}
            error={errors[dimension.key]}
            onChange={(value) => change({ scores: { ...draft.scores, [dimension.key]: value } })}
          />
        ))}
        <SignalChoices draft={draft} errors={errors} onChange={change} />
      </div>
    </FormDialog>
  )
}
