import { cx } from '../../utils/cx.ts'
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx'

export type DrawerSide = 'left' | 'right'

export type DrawerProps = Omit<DialogProps, 'size' | 'role'> & {
  /** The edge it slides in from. Default "right". */
  side?: DrawerSide
}

/**
 * A modal panel along one edge of the screen, the full height of the viewport (a phone's menu). It is a Dialog in
 * every other way: focus stays inside, Escape and the backdrop close it, focus goes back to the opener, the page
 * behind does not scroll.
 */
export function Drawer({ side = 'right', className, ...props }: DrawerProps) {
  return <Dialog {...props} className={cx('uk-drawer', `uk-drawer--${side}`, className)} />
}
