import { formatCount } from '@unikit/contracts/format'
import { useEffect, useState } from 'react'
import { useOptimisticToggle } from '../../hooks/useOptimisticToggle.ts'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'

export interface HelpfulButtonProps {
  /** What is helpful, for the accessible name ("Helpful: Marketing plan"). */
  subject: string
  /** Whether the reader marked it already, and how many did. */
  helped: boolean
  count: number
  /** Marks it (true) or takes the mark back (false); the count after. */
  send: (helped: boolean) => Promise<number>
  /** The words of the toast when the call fails, in the tool's own terms. */
  failureMessage: (failure: unknown) => string
}

/**
 * "Helpful" with its count, a toggle a student presses on what helped them (a sample, an insight): it shows at once,
 * goes back with a toast if the call fails, and shows the server's count after each press.
 */
export function HelpfulButton({ subject, helped, count, send, failureMessage }: HelpfulButtonProps) {
  const [shown, setShown] = useState(count)
  useEffect(() => setShown(count), [count])
  const { on, toggle } = useOptimisticToggle(helped, send, {
    onDone: (_on, after) => setShown(after),
    failureMessage,
  })
  return (
    // The name starts with what the button shows ("Helpful · 3"), then says what it marks.
    <Button variant="ghost" size="sm" aria-pressed={on} className="uk-mark-button" onClick={toggle}>
      <Icon name="check" size={18} />
      Helpful{shown > 0 ? ` · ${formatCount(shown)}` : ''}
      <VisuallyHidden>: {subject}</VisuallyHidden>
    </Button>
  )
}
