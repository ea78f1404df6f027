import type { ComponentType, MouseEvent, ReactNode } from 'react'
import { Link } from '../Link/Link.tsx'

export type DropdownItem = {
  id: string
  label: ReactNode
  /** Called when the item is chosen (click, Enter or Space). */
  onSelect?: () => void
  /** Render the item as a link to this address. */
  href?: string
  disabled?: boolean
}

/** The props an item element must carry to work in the menu; spread them onto your element. */
export type DropdownItemProps = {
  id: string
  role: 'menuitem'
  tabIndex: -1
  className: string
  ref: (el: HTMLElement | null) => void
  onClick: (event: MouseEvent<HTMLElement>) => void
  'aria-disabled'?: true
  children: ReactNode
}

/** A link component for `href` items; default `Link` (the router's under a `LinkProvider`). */
export type DropdownLinkComponent = ComponentType<DropdownItemProps & { href: string }>

export type DropdownItemRenderer = (item: DropdownItem, props: DropdownItemProps) => ReactNode

type Props = {
  item: DropdownItem
  itemProps: DropdownItemProps
  renderItem?: DropdownItemRenderer | undefined
  LinkComponent?: DropdownLinkComponent | undefined
}

/** One menu item: the caller's renderer, else a link for `href` items, else a button. */
export function DropdownItemView({ item, itemProps, renderItem, LinkComponent }: Props) {
  const custom = renderItem?.(item, itemProps)
  if (custom !== undefined && custom !== null) return <>{custom}</>
  if (item.href && !item.disabled) {
    if (LinkComponent) return <LinkComponent href={item.href} {...itemProps} />
    return <Link href={item.href} {...itemProps} />
  }
  return <button type="button" {...itemProps} />
}
