import { SearchForm } from '@unikit/design-system'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import styles from './LecturerSearchForm.module.css'

/** Search by name (diacritics optional) or course code; an empty query goes nowhere. */
export function LecturerSearchForm({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial)
  const navigate = useNavigate()
  return (
    <SearchForm
      label="Search lecturers"
      placeholder="Name or course code"
      value={query}
      onValueChange={setQuery}
      onSearch={(trimmed) => navigate(`/feedback/search?q=${encodeURIComponent(trimmed)}`)}
      maxLength={100}
      className={styles.form}
    />
  )
}
