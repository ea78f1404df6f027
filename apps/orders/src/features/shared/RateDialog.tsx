import { readApiError } from '@unikit/auth'
import { Button, Dialog, TextArea, toast, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'
import styles from './RateDialog.module.css'

const COMMENT_MAX = 1000

/** One rating of a delivered order: 1 to 5 stars (radio buttons, so the keyboard works), a comment if wished. */
export function RateDialog({
  open,
  orderId,
  onClose,
  onRated,
}: {
  open: boolean
  orderId: number
  onClose: () => void
  onRated: () => void
}) {
  const [score, setScore] = useState(0)
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { pending: busy, run } = useSubmission()
  const send = async () => {
    // The old product's words for a rating sent without stars.
    if (score === 0) return setError('Feedback required')
    await run(async () => {
      try {
        await ordersApi.rate({ order_id: orderId, score, content: content.trim() })
      } catch (failure) {
        return setError(readApiError(failure).message)
      }
      toast('Thank you for rating this order', { type: 'success' })
      onRated()
    })
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Rate order #${orderId}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={send}>
            Send rating
          </Button>
        </>
      }
    >
      <fieldset className={styles.stars}>
        <legend>How was it?</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={styles.star}>
            <input
              type="radio"
              name={`score-${orderId}`}
              value={value}
              checked={score === value}
              onChange={() => {
                setScore(value)
                setError(null)
              }}
            />
            <span aria-hidden="true">{value <= score ? '★' : '☆'}</span>
            <span className="uk-visually-hidden">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <TextArea
        label="Comment (optional)"
        rows={3}
        maxLength={COMMENT_MAX}
        showCount
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
    </Dialog>
  )
}
