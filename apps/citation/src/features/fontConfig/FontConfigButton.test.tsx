import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toastStore } from '@unikit/design-system'
import { beforeEach, describe, expect, it } from 'vitest'
import { fillStorage } from '../../../test/workspaceFixtures.ts'
import { FONT_STYLE_STORAGE_KEY, fontStyleStore } from '../../store/fontStyleStore.ts'
import { StorageWriteError } from '../../store/StorageWriteError.ts'
import { FontConfigButton } from './FontConfigButton.tsx'

function renderButton() {
  render(
    <>
      <FontConfigButton />
      <Toaster />
    </>,
  )
  return userEvent.setup()
}

const cog = () => screen.getByRole('button', { name: 'Citation style settings' })
const dialog = () => screen.getByRole('dialog', { name: 'Cite config style' })
const sizeBox = () => within(dialog()).getByRole('spinbutton', { name: 'Font size (pt)' })
const familyBox = () => within(dialog()).getByRole('combobox', { name: 'Font family' })
const current = () => {
  const { fontFamily, fontSize } = fontStyleStore.getState()
  return { fontFamily, fontSize }
}

async function saveSize(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.click(cog())
  await user.clear(sizeBox())
  if (typed) await user.type(sizeBox(), typed)
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
}

beforeEach(() => {
  fontStyleStore.getState().setFontStyle({})
  toastStore.getState().clear()
})

describe('the cite config style modal', () => {
  it('opens from the cog on the saved style (14 pt Arial) and says the size rule', async () => {
    const user = renderButton()
    await user.click(cog())
    expect(sizeBox()).toHaveProperty('value', '14')
    expect(familyBox()).toHaveProperty('value', 'Arial')
    expect(sizeBox().getAttribute('aria-describedby')).toBeTruthy()
    expect(
      within(dialog()).getByText('At least 1 pt. An empty size, or one below 1 pt, is saved as 14 pt.'),
    ).toBeTruthy()
    expect(within(dialog()).getByText('Sample: Arial, 14 pt')).toBeTruthy()
  })

  it('saves size and family, shows the success toast for 3 s and keeps the style', async () => {
    const user = renderButton()
    await user.click(cog())
    await user.clear(sizeBox())
    await user.type(sizeBox(), '11.5')
    await user.selectOptions(familyBox(), 'Times New Roman')
    const sample = within(dialog()).getByText('Sample: Times New Roman, 11.5 pt')
      .nextElementSibling as HTMLElement
    expect(sample.style.fontFamily).toMatch(/^"?Times New Roman"?, serif$/)
    expect(sample.style.fontSize).toBe('11.5pt')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(cog())
    expect(current()).toEqual({ fontFamily: 'Times New Roman', fontSize: 11.5 })
    expect(JSON.parse(localStorage.getItem(FONT_STYLE_STORAGE_KEY) ?? '{}').state).toEqual({
      fontFamily: 'Times New Roman',
      fontSize: 11.5,
    })
    expect(screen.getByText('Update config style success')).toBeTruthy()
    expect(toastStore.getState().toasts).toMatchObject([
      { message: 'Update config style success', type: 'success', duration: 3000 },
    ])

    await user.click(cog())
    expect(sizeBox()).toHaveProperty('value', '11.5')
    expect(familyBox()).toHaveProperty('value', 'Times New Roman')
  })

  it('keeps 1 pt, the smallest size', async () => {
    const user = renderButton()
    await saveSize(user, '1')
    expect(current().fontSize).toBe(1)
  })

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['below 1 pt', '0.5'],
    ['negative', '-3'],
  ])('saves a size that is %s as 14 pt', async (_case, typed) => {
    fontStyleStore.getState().setFontStyle({ fontSize: 20 })
    const user = renderButton()
    await saveSize(user, typed)
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
    expect(screen.getByText('Update config style success')).toBeTruthy()
  })

  it('tells what a size below 1 pt becomes before saving', async () => {
    const user = renderButton()
    await user.click(cog())
    await user.clear(sizeBox())
    await user.type(sizeBox(), '0')
    expect(
      within(dialog()).getByText('Sample: Arial, 14 pt (sizes below 1 pt are saved as 14 pt)'),
    ).toBeTruthy()
  })

  it('keeps the modal open with the chosen values and says so when storage is full', async () => {
    const user = renderButton()
    await user.click(cog())
    await user.clear(sizeBox())
    await user.type(sizeBox(), '12')
    await user.selectOptions(familyBox(), 'Georgia')
    const restore = fillStorage()
    try {
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
      expect((await screen.findByRole('alert')).textContent).toContain('Your browser storage is full')
    } finally {
      restore()
    }
    expect(dialog()).toBeTruthy()
    expect(sizeBox()).toHaveProperty('value', '12')
    expect(familyBox()).toHaveProperty('value', 'Georgia')
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
    expect(screen.queryByText('Update config style success')).toBeNull()

    // Room again: the same values save.
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(current()).toEqual({ fontFamily: 'Georgia', fontSize: 12 })
  })

  it('changes nothing on Cancel', async () => {
    const user = renderButton()
    await user.click(cog())
    await user.clear(sizeBox())
    await user.type(sizeBox(), '30')
    await user.selectOptions(familyBox(), 'Georgia')
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
    expect(toastStore.getState().toasts).toEqual([])
  })
})

describe('the font style store', () => {
  it('turns an empty family into Arial and a bad size into 14 pt', () => {
    fontStyleStore.getState().setFontStyle({ fontFamily: '  ', fontSize: -1 })
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
    fontStyleStore.getState().setFontStyle({ fontFamily: 'Georgia', fontSize: Number.NaN })
    expect(current()).toEqual({ fontFamily: 'Georgia', fontSize: 14 })
  })

  it('writes before it changes: a full storage throws and keeps the saved style', () => {
    fontStyleStore.getState().setFontStyle({ fontFamily: 'Verdana', fontSize: 12 })
    const restore = fillStorage()
    try {
      expect(() => fontStyleStore.getState().setFontStyle({ fontFamily: 'Georgia', fontSize: 10 })).toThrow(
        StorageWriteError,
      )
    } finally {
      restore()
    }
    expect(current()).toEqual({ fontFamily: 'Verdana', fontSize: 12 })
    expect(JSON.parse(localStorage.getItem(FONT_STYLE_STORAGE_KEY) ?? '{}')).toEqual({
      state: { fontFamily: 'Verdana', fontSize: 12 },
      version: 1,
    })
  })

  it('reads what another tab stored through the same rules', async () => {
    const store = (state: unknown) => {
      localStorage.setItem(FONT_STYLE_STORAGE_KEY, JSON.stringify({ state, version: 1 }))
      window.dispatchEvent(new StorageEvent('storage', { key: FONT_STYLE_STORAGE_KEY }))
    }
    store({ fontFamily: 'Verdana', fontSize: 12 })
    await Promise.resolve()
    expect(current()).toEqual({ fontFamily: 'Verdana', fontSize: 12 })
    store({ fontFamily: '', fontSize: 0 })
    await Promise.resolve()
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
    store({ fontFamily: 42, fontSize: '12' })
    await Promise.resolve()
    expect(current()).toEqual({ fontFamily: 'Arial', fontSize: 14 })
  })

  it('shows a stored family that is not in the list as chosen', async () => {
    fontStyleStore.getState().setFontStyle({ fontFamily: 'Comic Sans MS', fontSize: 12 })
    const user = renderButton()
    await user.click(cog())
    expect(familyBox()).toHaveProperty('value', 'Comic Sans MS')
  })
})
