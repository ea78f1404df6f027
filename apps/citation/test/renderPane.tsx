import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CitationEntry } from '@unikit/citation-core'
import { Toaster } from '@unikit/design-system'
import { vi } from 'vitest'
import { CitationFormPane, type CitationFormPaneProps } from '../src/features/form/CitationFormPane.tsx'

/** The form pane as the page shows it, with the page's toaster, and spies for its callbacks. */
export function renderPane(props: Partial<CitationFormPaneProps> = {}) {
  const onSave = vi.fn<(entry: CitationEntry, editingId?: string) => void>()
  const onBack = vi.fn<() => void>()
  const onClose = vi.fn<() => void>()
  const user = userEvent.setup()
  const view = render(
    <>
      <CitationFormPane initialFormatId={1} onSave={onSave} onBack={onBack} onClose={onClose} {...props} />
      <Toaster />
    </>,
  )
  return { ...view, user, onSave, onBack, onClose }
}
