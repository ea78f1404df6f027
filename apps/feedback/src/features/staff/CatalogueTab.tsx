import { readApiError, useApiResource } from '@unikit/auth'
import type { Tag } from '@unikit/contracts/teachers'
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorPanel,
  Spinner,
  TextField,
  toast,
} from '@unikit/design-system'
import { type FormEvent, useRef, useState } from 'react'
import { deskApi, feedbackApi } from '../../api/feedbackApi.ts'
import { validateCourse, validateTagName } from './catalogueForm.ts'
import styles from './Desk.module.css'

/** The courses students can choose and the tag list (a rename reaches every insight that carries the tag). */
export function CatalogueTab() {
  return (
    <div className={styles.panel}>
      <CoursesSection />
      <TagsSection />
    </div>
  )
}

function CoursesSection() {
  const courses = useApiResource(() => deskApi.courses(), [])
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({})
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateCourse(code, name)
    setErrors(found.errors)
    if (!found.body) return (found.errors.code ? codeRef : nameRef).current?.focus()
    setBusy(true)
    try {
      await deskApi.createCourse(found.body.code, found.body.name)
      toast(`${found.body.code} added`, { type: 'success' })
      setCode('')
      setName('')
      courses.reload()
    } catch (failure) {
      const read = readApiError(failure)
      if (read.code === 'COURSE_EXISTS') {
        setErrors({ code: 'A course with this code exists already' })
        codeRef.current?.focus()
      } else setErrors({ name: read.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="courses-heading">
      <h2 id="courses-heading">Courses</h2>
      <form className={styles.toolbar} onSubmit={add} noValidate>
        <TextField
          ref={codeRef}
          label="Code"
          hint="Such as COSC2429"
          value={code}
          maxLength={12}
          autoCapitalize="characters"
          required
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          ref={nameRef}
          label="Name"
          value={name}
          maxLength={160}
          required
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={styles.grow}
        />
        <Button type="submit" loading={busy}>
          Add course
        </Button>
      </form>
      {courses.status === 'error' && !courses.data ? (
        <ErrorPanel
          title="The courses could not be loaded"
          message={courses.error.message}
          onRetry={courses.reload}
        />
      ) : !courses.data ? (
        <Spinner label="Loading courses" />
      ) : courses.data.length === 0 ? (
        <EmptyState title="No courses yet" headingLevel={3} />
      ) : (
        <ul className={styles.plain} aria-label="Courses">
          {courses.data.map((course) => (
            <li key={course.id}>
              <strong>{course.code}</strong> {course.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TagsSection() {
  const tags = useApiResource(() => feedbackApi.tags(), [])
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [renaming, setRenaming] = useState<Tag>()
  const [deleting, setDeleting] = useState<Tag>()
  const nameRef = useRef<HTMLInputElement>(null)

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateTagName(name)
    setError(found.error)
    if (found.error) return nameRef.current?.focus()
    setBusy(true)
    try {
      await deskApi.createTag(found.name)
      toast(`Tag “${found.name}” added`, { type: 'success' })
      setName('')
      tags.reload()
    } catch (failure) {
      setError(readApiError(failure).message)
      nameRef.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="tags-heading">
      <h2 id="tags-heading">Tags</h2>
      <form className={styles.toolbar} onSubmit={add} noValidate>
        <TextField
          ref={nameRef}
          label="New tag"
          value={name}
          maxLength={40}
          required
          error={error}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={styles.grow}
        />
        <Button type="submit" loading={busy}>
          Add tag
        </Button>
      </form>
      {tags.status === 'error' && !tags.data ? (
        <ErrorPanel title="The tags could not be loaded" message={tags.error.message} onRetry={tags.reload} />
      ) : !tags.data ? (
        <Spinner label="Loading tags" />
      ) : tags.data.length === 0 ? (
        <EmptyState title="No tags yet" headingLevel={3} />
      ) : (
        <ul className={styles.queue} aria-label="Tags">
          {tags.data.map((tag) => (
            <li key={tag.id} className={styles.toolbar}>
              <span className={styles.grow}>{tag.name}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setRenaming(tag)}
                aria-label={`Rename ${tag.name}`}
              >
                Rename
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(tag)}
                aria-label={`Delete ${tag.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {renaming && (
        <RenameTagDialog tag={renaming} onClose={() => setRenaming(undefined)} onDone={tags.reload} />
      )}
      <DeleteTagDialog tag={deleting} onClose={() => setDeleting(undefined)} onDone={tags.reload} />
    </section>
  )
}

/** Renames a tag everywhere it was given; the error stays in the dialog. */
function RenameTagDialog({ tag, onClose, onDone }: { tag: Tag; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState(tag.name)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateTagName(name)
    if (found.error) return setError(found.error)
    if (found.name === tag.name) return onClose()
    setBusy(true)
    try {
      await deskApi.renameTag(tag.id, found.name)
      toast(`“${tag.name}” is now “${found.name}”`, { type: 'success' })
      onDone()
      onClose()
    } catch (failure) {
      setError(readApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Rename “${tag.name}”`}
      description="The new name shows on every insight that carries the tag."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="rename-tag-form" loading={busy}>
            Rename
          </Button>
        </>
      }
    >
      <form id="rename-tag-form" onSubmit={save} noValidate>
        <TextField
          label="New name"
          value={name}
          maxLength={40}
          required
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  )
}

function DeleteTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag | undefined
  onClose: () => void
  onDone: () => void
}) {
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    if (!tag) return
    setBusy(true)
    try {
      await deskApi.deleteTag(tag.id)
      toast(`Tag “${tag.name}” deleted`, { type: 'success' })
      onDone()
      onClose()
    } catch (failure) {
      toast(readApiError(failure).message, { type: 'error', duration: 8000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog
      open={tag !== undefined}
      title={`Delete the tag “${tag?.name ?? ''}”?`}
      message="Students can no longer choose it. Insights that carry it keep it."
      confirmLabel="Delete tag"
      danger
      busy={busy}
      onConfirm={remove}
      onCancel={onClose}
    />
  )
}
