import { Icon, IconButton } from '@unikit/design-system'
import { useState } from 'react'
import { FontConfigModal } from './FontConfigModal.tsx'

/** The settings cog of the listing and its "Cite config style" modal (font size and family). */
export function FontConfigButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <IconButton
        label="Citation style settings"
        icon={<Icon name="settings" />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <FontConfigModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}
