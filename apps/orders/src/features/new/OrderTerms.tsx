import { Button, Checkbox, Dialog } from '@unikit/design-system'
import { type Ref, useState } from 'react'
import { Link } from 'react-router'

/**
 * "I agree to the terms", with the terms that matter for an order one click away in a dialog; the order cannot be
 * placed without it (docs/product/orders.md#placing-an-order).
 */
export function OrderTerms({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | undefined
  inputRef?: Ref<HTMLInputElement>
}) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Checkbox
        ref={inputRef}
        label="I agree to the terms of service"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
      />
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Terms of service for orders"
        footer={
          <Button
            onClick={() => {
              onChange(true)
              setOpen(false)
            }}
          >
            I agree
          </Button>
        }
      >
        <ul>
          <li>
            The price is paid from your balance when you accept a quote or place a Research Assistant order.
          </li>
          <li>
            You cannot cancel a paid order. If we cannot deliver it, we cancel it and refund the full price to
            your balance.
          </li>
          <li>
            Work is delivered before midnight, Vietnam time, on its due date; ask for amendments within a
            week.
          </li>
          <li>
            Samples and research help are for learning: submitting them as your own work breaches RMIT’s
            academic integrity rules.
          </li>
        </ul>
        <p>
          <Link to="/terms">All terms and conditions</Link>
        </p>
      </Dialog>
    </div>
  )
}
