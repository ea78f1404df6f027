import { DEFAULT_FONT_SIZE, resolveFont } from '@unikit/citation-core'
import { Button, Dialog, Select, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useId, useState } from 'react'
import { fontStyleStore, useFontStyle } from '../../store/fontStyleStore.ts'
import { attempt } from '../shared/runAction.ts'
import styles from './FontConfigModal.module.css'
import { FONT_FAMILIES, fontStyleCss } from './fontFamilies.ts'

/** The old product said "update config style success"; in sentence case like every other message (docs/product/citations.md#font-style). */
export const FONT_SAVED_MESSAGE = 'Update config style success'
/** The save toast shows for 3 s (docs/product/citations.md#font-style). */
export const FONT_SAVED_TOAST_MS = 3000

export type FontConfigModalProps = {
  open: boolean
  onClose: () => void
}

/** "Cite config style": the font size and family of copied and exported citations, with a live sample. */
export function FontConfigModal({ open, onClose }: FontConfigModalProps) {
  const formId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Cite config style"
      description="The font of your citations in the preview, when you copy them and in the Word document."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save
          </Button>
        </>
      }
    >
      <FontConfigForm formId={formId} onSaved={onClose} />
    </Dialog>
  )
}

/** The size as typed: an empty box is no size at all, which the rules turn into 14 pt. */
function typedSize(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text)
}

function FontConfigForm({ formId, onSaved }: { formId: string; onSaved: () => void }) {
  const saved = useFontStyle()
  const [size, setSize] = useState(String(saved.fontSize))
  const [family, setFamily] = useState(saved.fontFamily)
  const sample = resolveFont({ fontFamily: family, fontSize: typedSize(size) })
  const sizeChanged = size.trim() !== '' && sample.fontSize !== Number(size)
  // A family saved by hand or by a later version still shows as chosen.
  const families = FONT_FAMILIES.some((font) => font.name === family)
    ? FONT_FAMILIES
    : [{ name: family }, ...FONT_FAMILIES]

  const save = (event: FormEvent) => {
    event.preventDefault()
    // A refused write shows an error toast and keeps the modal open with what was chosen.
    if (
      !attempt(() =>
        fontStyleStore.getState().setFontStyle({ fontFamily: family, fontSize: typedSize(size) }),
      )
    )
      return
    toast(FONT_SAVED_MESSAGE, { type: 'success', duration: FONT_SAVED_TOAST_MS })
    onSaved()
  }

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={save}>
      <TextField
        type="number"
        inputMode="decimal"
        min={1}
        step={0.5}
        label="Font size (pt)"
        hint={`At least 1 pt. An empty size, or one below 1 pt, is saved as ${DEFAULT_FONT_SIZE} pt.`}
        value={size}
        onChange={(event) => setSize(event.target.value)}
      />
      <Select
        label="Font family"
        options={families.map((font) => ({ value: font.name, label: font.name }))}
        value={family}
        onChange={(event) => setFamily(event.target.value)}
      />
      <div className={styles.sample}>
        <p className="uk-muted uk-muted--sm">
          Sample: {sample.fontFamily}, {sample.fontSize} pt
          {sizeChanged ? ` (sizes below 1 pt are saved as ${DEFAULT_FONT_SIZE} pt)` : ''}
        </p>
        <p className={styles.sampleText} style={fontStyleCss(sample)}>
          Nguyễn TM (2018) <i>Success in academic writing</i>, 2nd edn, Palgrave, Basingstoke.
        </p>
      </div>
    </form>
  )
}
