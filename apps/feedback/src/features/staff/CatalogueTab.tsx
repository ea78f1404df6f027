import { readApiError, useApiResource } from '@unikit/auth'
import type { Tag } from '@unikit/contracts/teachers'
import { Button, ErrorPanel, Spinner, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import { deskApi, feedbackApi } from '../../api/feedbackApi.ts'
import styles from './Desk.module.css'

const failed = (failure: unknown) => toast(readApiError(failure).message, { type: 'error', duration: 8000 })

/** The courses students can choose and the tag list (a rename reaches every insight that carries the tag). */
export function CatalogueTab() {
  const courses = useApiResource(() => deskApi.courses(), [])
  const tags = useApiResource(() => feedbackApi.tags(), [])
  const [code, setCode] = useState('')
  const [courseName, setCourseName] = useState('')
  const [tagName, setTagName] = useState('')

  const addCourse = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await deskApi.createCourse(code.trim().toUpperCase(), courseName.trim())
      toast(`${code.trim().toUpperCase()} added`, { type: 'success' })
      setCode('')
      setCourseName('')
      courses.reload()
    } catch (failure) {
      failed(failure)
    }
  }
  const addTag = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await deskApi.createTag(tagName.trim())
      setTagName('')
      tags.reload()
    } catch (failure) {
      failed(failure)
    }
  }
  const rename = async (tag: Tag) => {
    const name = window.prompt(`Rename “${tag.name}” to`, tag.name)?.trim()
    if (!name || name === tag.name) return
    await deskApi.renameTag(tag.id, name).then(tags.reload, failed)
  }
  const remove = async (tag: Tag) => {
    if (!window.confirm(`Delete the tag “${tag.name}”? Insights that carry it keep it.`)) return
    await deskApi.deleteTag(tag.id).then(tags.reload, failed)
  }

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby="courses-heading">
        <h2 id="courses-heading">Courses</h2>
        <form className={styles.toolbar} onSubmit={addCourse}>
          <TextField
            label="Code"
            placeholder="COSC2429"
            value={code}
            maxLength={12}
            onChange={(e) => setCode(e.target.value)}
          />
          <TextField
            label="Name"
            value={courseName}
            maxLength={160}
            onChange={(e) => setCourseName(e.target.value)}
            fieldClassName={styles.grow}
          />
          <Button type="submit">Add course</Button>
        </form>
        {courses.status === 'error' && !courses.data ? (
          <ErrorPanel
            title="The courses could not be loaded"
            message={courses.error.message}
            onRetry={courses.reload}
          />
        ) : !courses.data ? (
          <Spinner label="Loading courses" />
        ) : (
          <ul>
            {courses.data.map((course) => (
              <li key={course.id}>
                {course.code} {course.name}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="tags-heading">
        <h2 id="tags-heading">Tags</h2>
        <form className={styles.toolbar} onSubmit={addTag}>
          <TextField
            label="New tag"
            value={tagName}
            maxLength={40}
            onChange={(e) => setTagName(e.target.value)}
            fieldClassName={styles.grow}
          />
          <Button type="submit">Add tag</Button>
        </form>
        {!tags.data ? (
          <Spinner label="Loading tags" />
        ) : (
          <ul className={styles.queue}>
            {tags.data.map((tag) => (
              <li key={tag.id} className={styles.toolbar}>
                <span className={styles.grow}>{tag.name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => rename(tag)}
                  aria-label={`Rename ${tag.name}`}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(tag)}
                  aria-label={`Delete ${tag.name}`}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
