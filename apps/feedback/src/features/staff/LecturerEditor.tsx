import { readApiError, useApiResource } from '@unikit/auth'
import { Checkbox, ErrorPanel, FormDialog, Spinner, TextArea, TextField, toast } from '@unikit/design-system'
import { useRef, useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import styles from './LecturerEditor.module.css'
import { useLecturerDraft } from './useLecturerDraft.ts'

/** The teachers service's limit for an avatar. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

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
  const { draft, loaded, failure: loadFailure, change, toggleCourse } = useLecturerDraft(lecturerId)
  const [avatar, setAvatar] = useState<File>()
  const [avatarError, setAvatarError] = useState<string>()
  const [nameError, setNameError] = useState<string>()
  const [error, setError] = useState('')
  // Once saved, a retry (say after the avatar failed) edits this lecturer rather than adding another.
  const savedId = useRef(lecturerId)
  const nameRef = useRef<HTMLInputElement>(null)
  const avatarRef = useRef<HTMLInputElement>(null)

  const chooseAvatar = (file: File | undefined) => {
    setAvatar(undefined)
    setAvatarError(undefined)
    if (!file) return
    // The server reads the bytes; a type the browser could not tell (empty) is left to it.
    if (file.type && !AVATAR_TYPES.includes(file.type))
      return setAvatarError('Choose a PNG, JPEG, GIF or WebP image')
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError('The image is bigger than 2 MB')
    setAvatar(file)
  }

  const save = async () => {
    setError('')
    const fullname = draft.fullname.trim()
    setNameError(fullname ? undefined : 'Input required')
    if (!fullname) return nameRef.current?.focus()
    if (avatarError) return avatarRef.current?.focus()
    let step: 'profile' | 'avatar' = 'profile'
    try {
      const id = savedId.current
      const saved = await deskApi.saveLecturer({ ...draft, fullname, ...(id ? { id } : {}) })
      savedId.current = saved.id
      onSaved()
      step = 'avatar'
      if (avatar) await deskApi.uploadAvatar(saved.id, avatar)
      toast(`${saved.fullname} saved`, { type: 'success' })
      onClose()
    } catch (failure) {
      const { message } = readApiError(failure)
      setError(step === 'avatar' ? `The profile was saved, but not the avatar: ${message}` : message)
    }
  }

  return (
    <FormDialog
      title={lecturerId ? 'Edit lecturer' : 'New lecturer'}
      size="lg"
      submitLabel="Save lecturer"
      submitDisabled={!loaded}
      alert={loaded ? error : undefined}
      onSubmit={save}
      onClose={onClose}
    >
      {!loaded && loadFailure ? (
        <ErrorPanel title="This lecturer could not be loaded" message={loadFailure} />
      ) : !loaded ? (
        <Spinner label="Loading the lecturer" />
      ) : (
        <>
          <TextField
            ref={nameRef}
            label="Full name"
            value={draft.fullname}
            maxLength={120}
            required
            error={nameError}
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
            {courses.status === 'error' && !courses.data && (
              <ErrorPanel
                title="The courses could not be loaded"
                message={courses.error.message}
                onRetry={courses.reload}
              />
            )}
            {courses.status === 'loading' && !courses.data && <Spinner label="Loading courses" />}
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
            ref={avatarRef}
            label="Avatar"
            hint="A PNG, JPEG, GIF or WebP image, up to 2 MB. It replaces the current one."
            type="file"
            accept={AVATAR_TYPES.join(',')}
            error={avatarError}
            onChange={(event) => chooseAvatar(event.target.files?.[0])}
          />
        </>
      )}
    </FormDialog>
  )
}
