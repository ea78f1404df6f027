import { readApiError, useApiResource } from '@unikit/auth'
import type { Tag } from '@unikit/contracts/teachers'
import { Button, Loadable, TextField, toast, useSubmission } from '@unikit/design-system'
import { type Decision, DecisionButtons, deskStyles } from '@unikit/staff-desk'
import { type FormEvent, useRef, useState } from 'react'
import { deskApi, feedbackApi } from '../../api/feedbackApi.ts'
import { validateTagName } from './catalogueForm.ts'
import { DeleteTagDialog } from './DeleteTagDialog.tsx'
import { RenameTagDialog } from './RenameTagDialog.tsx'

/** Renaming reaches every insight that carries the tag; deleting asks first. */
const decisions: Decision<Tag>[] = [
  {
    label: 'Rename',
    ariaLabel: (tag) => `Rename ${tag.name}`,
    dialog: (tag, ends) => <RenameTagDialog tag={tag} {...ends} />,
  },
  {
    label: 'Delete',
    variant: 'ghost',
    ariaLabel: (tag) => `Delete ${tag.name}`,
    dialog: (tag, ends) => <DeleteTagDialog tag={tag} {...ends} />,
  },
]

/** The tags students can give an insight: add, rename everywhere, delete. */
export function TagsSection() {
  const tags = useApiResource(() => feedbackApi.tags(), [])
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const adding = useSubmission()
  const nameRef = useRef<HTMLInputElement>(null)

  const add = (event: FormEvent) => {
    event.preventDefault()
    const found = validateTagName(name)
    setError(found.error)
    if (found.error) return nameRef.current?.focus()
    void adding.run(async () => {
      try {
        await deskApi.createTag(found.name)
      } catch (failure) {
        setError(readApiError(failure).message)
        return nameRef.current?.focus()
      }
      toast(`Tag “${found.name}” added`, { type: 'success' })
      setName('')
      tags.reload()
    })
  }

  return (
    <section className={deskStyles.panel} aria-labelledby="tags-heading">
      <h2 id="tags-heading">Tags</h2>
      <form className={deskStyles.toolbar} onSubmit={add} noValidate>
        <TextField
          ref={nameRef}
          label="New tag"
          value={name}
          maxLength={40}
          required
          error={error}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={deskStyles.grow}
        />
        <Button type="submit" loading={adding.pending}>
          Add tag
        </Button>
      </form>
      <Loadable
        state={tags}
        loading="Loading tags"
        failure="The tags could not be loaded"
        empty={{ title: 'No tags yet', headingLevel: 3 }}
      >
        {(list) => (
          <ul className={deskStyles.list} aria-label="Tags">
            {list.map((tag) => (
              <li key={tag.id} className={deskStyles.toolbar}>
                <span className={deskStyles.grow}>{tag.name}</span>
                <DecisionButtons item={tag} decisions={decisions} onDone={tags.reload} />
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  )
}
