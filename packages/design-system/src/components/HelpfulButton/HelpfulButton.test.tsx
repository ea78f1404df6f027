import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HelpfulButton } from './HelpfulButton.tsx'

describe('HelpfulButton', () => {
  it('is a toggle named after what it marks, showing the count the server answers', async () => {
    const sent: boolean[] = []
    render(
      <HelpfulButton
        subject="an insight on COSC2429"
        helped={false}
        count={2}
        send={async (helped) => {
          sent.push(helped)
          return helped ? 7 : 6
        }}
        failureMessage={() => 'Not saved'}
      />,
    )
    // Its name starts with what it shows, then what it marks (the label is in the name).
    const button = screen.getByRole('button', { name: 'Helpful · 2: an insight on COSC2429' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Helpful · 7: an insight on COSC2429'))
    expect(button.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Helpful · 6: an insight on COSC2429'))
    expect(sent).toEqual([true, false])
  })
})
