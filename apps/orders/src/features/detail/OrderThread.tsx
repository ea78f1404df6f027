import { readApiError, useApiResource, useIsStaff } from '@unikit/auth'
import { MESSAGE_MAX_LENGTH, type OrderFile, type OrderMessage } from '@unikit/contracts/orders'
import { Button, ErrorPanel, formatDateTime, Spinner, TextArea, toast } from '@unikit/design-system'
import { useRef, useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from '../shared/FileDownloadButton.tsx'
import { FilePicker } from '../shared/FilePicker.tsx'
import styles from './OrderThread.module.css'

const attachments = '.jpeg,.jpg,.png,.gif,.bmp,.doc,.docx,.pdf,.ppt,.pptx,.xls,.xlsx,.zip'

/** Who wrote a message, as the reader sees it. */
function authorName(message: OrderMessage, readerIsStaff: boolean): string {
  if (message.author === 'staff') return 'Unikit staff'
  return readerIsStaff ? 'The student' : 'You'
}

/**
 * The order's thread (docs/product/orders.md#messages): every message in order with who wrote it and when, and a
 * box to write one, with a file if wished. A failed send keeps what was typed and says why.
 */
export function OrderThread({ orderId }: { orderId: number }) {
  const staff = useIsStaff()
  const thread = useApiResource(() => ordersApi.messages(orderId), [orderId])
  const [body, setBody] = useState('')
  const [file, setFile] = useState<OrderFile | null>(null)
  // A new picker after each send: the chosen file is cleared with the text.
  const [pickerKey, setPickerKey] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)

  const send = async () => {
    if (!body.trim() && !file) {
      setError('Write a message or attach a file')
      return box.current?.focus()
    }
    setBusy(true)
    setError(null)
    try {
      await ordersApi.writeMessage({
        order_id: orderId,
        body: body.trim(),
        ...(file ? { file_id: file.id } : {}),
      })
      setBody('')
      setFile(null)
      setPickerKey((n) => n + 1)
      toast('Message sent', { type: 'success' })
      thread.reload()
    } catch (failure) {
      setError(readApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }

  const messages = thread.data
  return (
    <div className={styles.thread}>
      {thread.status === 'error' && !messages ? (
        <ErrorPanel
          title="The messages could not be loaded"
          message={thread.error.message}
          onRetry={thread.reload}
        />
      ) : !messages ? (
        <Spinner label="Loading the messages" />
      ) : messages.length === 0 ? (
        <p className={styles.empty}>
          {staff
            ? 'No messages on this order yet.'
            : 'No messages yet. Ask our staff anything about this order: they answer here.'}
        </p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li key={message.id} className={message.author === 'staff' ? styles.staff : styles.student}>
              <p className={styles.meta}>
                <strong>{authorName(message, staff)}</strong>{' '}
                <time dateTime={message.at}>{formatDateTime(message.at)}</time>
              </p>
              {message.body && <p className={styles.body}>{message.body}</p>}
              {message.file && (
                <FileDownloadButton file={message.file} variant="ghost">
                  {message.file.name}
                </FileDownloadButton>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        className={styles.compose}
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <TextArea
          ref={box}
          label={staff ? 'Write to the student' : 'Write to our staff'}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          showCount
          value={body}
          error={error ?? undefined}
          onChange={(event) => {
            setBody(event.currentTarget.value)
            setError(null)
          }}
        />
        <FilePicker
          key={pickerKey}
          label="Attach a file (optional)"
          hint="Word, PDF, PowerPoint, Excel, zip or an image, up to 40 MB."
          purpose="message"
          accept={attachments}
          onChange={setFile}
        />
        <div>
          <Button type="submit" loading={busy}>
            Send message
          </Button>
        </div>
      </form>
    </div>
  )
}
