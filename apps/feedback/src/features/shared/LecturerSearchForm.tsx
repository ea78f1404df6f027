import { Button, TextField } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import styles from './LecturerSearchForm.module.css'

/** Search by name (diacritics optional) or course code; an empty query goes nowhere. */
export function LecturerSearchForm({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial)
  const navigate = useNavigate()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (trimmed) navigate(`/feedback/search?q=${encodeURIComponent(trimmed)}`)
  }
  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          type="search"
          label="Search lecturers"
          placeholder="Name or course code"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fieldClassName={styles.field}
          maxLength={100}
        />
        <Button type="submit">Search</Button>
      </form>
    </search>
  )
}
