import { describe, expect, it, vi } from 'vitest'
import { recordFirstViewInput } from './recordFirstViewInput.ts'

const view = (width: string) =>
  `<div data-first-view="${width}"><div class="layout"><input aria-label="Search" value=""><button type="button">Board</button></div></div>`

/** What the shell's first render does: the views go, the same page comes, with its handlers. */
function renderPage(root: HTMLElement, onBoard: () => void, onType: (value: string) => void) {
  root.replaceChildren()
  const layout = document.createElement('div')
  layout.innerHTML = '<input aria-label="Search" value=""><button type="button">Board</button>'
  layout.querySelector('button')?.addEventListener('click', onBoard)
  layout
    .querySelector('input')
    ?.addEventListener('input', (event) => onType((event.target as HTMLInputElement).value))
  root.append(layout)
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('recordFirstViewInput', () => {
  it('presses the button pressed on the view, and keeps what was typed and where the focus was', async () => {
    document.body.innerHTML = `<div id="root">${view('narrow')}${view('wide')}</div>`
    const root = document.getElementById('root') as HTMLElement
    recordFirstViewInput(root)

    const input = root.querySelector('input') as HTMLInputElement
    input.focus()
    input.value = 'harvard'
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    root.querySelector('button')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)

    const onBoard = vi.fn()
    const onType = vi.fn()
    renderPage(root, onBoard, onType)
    await settled()

    expect(onBoard).toHaveBeenCalledTimes(1)
    expect(onType).toHaveBeenCalledWith('harvard')
    expect(root.querySelector('input')?.value).toBe('harvard')
    expect(document.activeElement).toBe(root.querySelector('input'))
  })

  it('does nothing on a page without a first view, nor after the first render', async () => {
    document.body.innerHTML = '<div id="root"></div>'
    const root = document.getElementById('root') as HTMLElement
    recordFirstViewInput(root)
    const onBoard = vi.fn()
    renderPage(root, onBoard, () => undefined)
    await settled()
    root.querySelector('button')?.click()
    expect(onBoard).toHaveBeenCalledTimes(1)
  })
})
