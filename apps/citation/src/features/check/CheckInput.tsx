import { Button, cx, ErrorPanel, Icon, TextArea } from '@unikit/design-system'
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react'
import styles from './CheckPage.module.css'
import { listParagraphs, textParagraphs } from './listParagraphs.ts'
import { readDocx, UnreadableDocumentError } from './readDocx.ts'
import type { CheckSource } from './useReferenceCheck.ts'

export type CheckInputProps = {
  onCheck: (source: CheckSource) => void
  onClear: () => void
  busy: boolean
}

/**
 * The list to check (docs/product/citations.md#checking-a-reference-list): pasted (rich text keeps its
 * italics), typed, or read from a dropped or chosen Word document. A paste into the empty box is checked at once.
 */
export function CheckInput({ onCheck, onClear, busy }: CheckInputProps) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  // Each pasted paragraph's HTML by its text: a line the student leaves as pasted keeps its italics.
  const pasted = useRef(new Map<string, string>())
  // The body of the Word document the list came from, kept for a re-check until another list comes.
  const documentBody = useRef<string[] | null>(null)
  const [reading, setReading] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  const source = (value: string): CheckSource => ({
    paragraphs: textParagraphs(value).map((line) => ({
      ...line,
      html: pasted.current.get(line.text) ?? line.html,
    })),
    body: documentBody.current,
  })

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData('text/html')
    const box = event.currentTarget
    const whole =
      box.value.trim() === '' || (box.selectionStart === 0 && box.selectionEnd === box.value.length)
    if (!html || !whole) return
    const paragraphs = listParagraphs(html)
    if (paragraphs.length === 0) return
    event.preventDefault()
    documentBody.current = null
    for (const paragraph of paragraphs) pasted.current.set(paragraph.text, paragraph.html)
    const value = paragraphs.map((paragraph) => paragraph.text).join('\n')
    setText(value)
    setError(null)
    onCheck(source(value))
  }

  const readFile = async (file: File) => {
    setError(null)
    setReading(file.name)
    try {
      const parts = await readDocx(file)
      const paragraphs = listParagraphs(parts.listHtml)
      if (paragraphs.length === 0) {
        setError(`${file.name} has no reference list to check: its "References" section is empty.`)
        return
      }
      for (const paragraph of paragraphs) pasted.current.set(paragraph.text, paragraph.html)
      documentBody.current = parts.split ? parts.body : null
      setText(paragraphs.map((paragraph) => paragraph.text).join('\n'))
      onCheck({ paragraphs, body: documentBody.current, fileName: file.name })
    } catch (caught) {
      setError(
        caught instanceof UnreadableDocumentError
          ? caught.message
          : `${file.name} could not be read. Please try again.`,
      )
    } finally {
      setReading(null)
    }
  }

  // Only a dragged file is ours: dragged text goes into the box as usual.
  const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files')

  const onDrop = (event: DragEvent) => {
    if (!isFileDrag(event)) return
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void readFile(file)
  }

  const clear = () => {
    setText('')
    setError(null)
    pasted.current.clear()
    documentBody.current = null
    onClear()
  }

  return (
    <section
      className={cx(styles.input, dragging && styles.dragging)}
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => {
        if (!isFileDrag(event)) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(event) => {
        // Moving over a child of the section is still inside it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={onDrop}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Your reference list
      </h2>
      <TextArea
        label="Paste your reference list"
        hint="One reference a paragraph, up to 500. Paste from Word, Google Docs or a web page to keep italics, or drop a Word document (.docx) here."
        rows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onPaste={onPaste}
        spellCheck={false}
      />
      <div className={styles.buttons}>
        <Button onClick={() => onCheck(source(text))} disabled={text.trim() === '' || busy} loading={busy}>
          <Icon name="check" size={16} /> Check list
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()} loading={reading !== null}>
          <Icon name="upload" size={16} /> Choose a Word document
        </Button>
        <Button variant="ghost" onClick={clear} disabled={text === '' && !error}>
          <Icon name="x" size={16} /> Clear
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-label="Word document to check"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void readFile(file)
          }}
        />
      </div>
      <p className={styles.privacy}>
        Your list is checked in this browser: nothing is sent anywhere unless you ask to find missing details.
      </p>
      <div role="status" className={styles.status}>
        {reading && `Reading ${reading}…`}
      </div>
      {error && <ErrorPanel title="That document could not be checked" message={error} />}
    </section>
  )
}
