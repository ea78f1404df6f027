import { readApiError, useApiResource } from '@unikit/auth'
import { Button, Loadable, TextField, toast, useSubmission } from '@unikit/design-system'
import { deskStyles } from '@unikit/staff-desk'
import { type FormEvent, useRef, useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import { validateCourse } from './catalogueForm.ts'

/** The courses students can choose for an insight, and a form on one line to add one. */
export function CoursesSection() {
  const courses = useApiResource(() => deskApi.courses(), [])
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({})
  const adding = useSubmission()
  const codeRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)

  const add = (event: FormEvent) => {
    event.preventDefault()
    const found = validateCourse(code, name)
    setErrors(found.errors)
    const body = found.body
    if (!body) return (found.errors.code ? codeRef : nameRef).current?.focus()
    void adding.run(async () => {
      try {
        await deskApi.createCourse(body.code, body.name)
      } catch (failure) {
        const read = readApiError(failure)
        if (read.code !== 'COURSE_EXISTS') return setErrors({ name: read.message })
        setErrors({ code: 'A course with this code exists already' })
        return codeRef.current?.focus()
      }
      toast(`${body.code} added`, { type: 'success' })
      setCode('')
      setName('')
      courses.reload()
    })
  }

  return (
    <section className={deskStyles.panel} aria-labelledby="courses-heading">
      <h2 id="courses-heading">Courses</h2>
      <form className={deskStyles.toolbar} onSubmit={add} noValidate>
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
          fieldClassName={deskStyles.grow}
        />
        <Button type="submit" loading={adding.pending}>
          Add course
        </Button>
      </form>
      <Loadable
        state={courses}
        loading="Loading courses"
        failure="The courses could not be loaded"
        empty={{ title: 'No courses yet', headingLevel: 3 }}
      >
        {(list) => (
          <ul className={deskStyles.plain} aria-label="Courses">
            {list.map((course) => (
              <li key={course.id}>
                <strong>{course.code}</strong> {course.name}
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  )
}
