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

/** A page served with both widths of its first view, recorded from the start. */
function servedWith(widthHtml: (width: string) => string): HTMLElement {
  document.body.innerHTML = `<div id="root">${widthHtml('narrow')}${widthHtml('wide')}</div>`
  const root = document.getElementById('root') as HTMLElement
  recordFirstViewInput(root)
  return root
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('recordFirstViewInput', () => {
  it('presses the button pressed on the view, and keeps what was typed and where the focus was', async () => {
    const root = servedWith(view)

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

  it('presses nothing when the page in that place has another button, and gives no focus back after a tap elsewhere', async () => {
    const root = servedWith(view)
    const input = root.querySelector('input') as HTMLInputElement
    input.focus()
    root.querySelector('.layout')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    root.querySelector('button')?.click()

    const onBoard = vi.fn()
    renderPage(root, onBoard, () => undefined)
    ;(root.querySelector('button') as HTMLButtonElement).textContent = 'Sign in'
    await settled()

    expect(onBoard).not.toHaveBeenCalled()
    expect(document.activeElement).not.toBe(root.querySelector('input'))
  })

  it('sends a form sent from the view from the page that replaces it, not from the browser', async () => {
    const form = (width: string) =>
      `<div data-first-view="${width}"><form action="/archive/search"><input name="q" value=""></form></div>`
    const root = servedWith(form)
    ;(root.querySelector('input') as HTMLInputElement).value = 'marketing'
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    root.querySelector('form')?.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)

    const sent: string[] = []
    root.innerHTML = '<form action="/archive/search"><input name="q" value=""></form>'
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push((root.querySelector('input') as HTMLInputElement).value)
    })
    await settled()
    expect(sent).toEqual(['marketing'])
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
