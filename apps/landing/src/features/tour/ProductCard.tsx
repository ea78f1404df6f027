import { cx, Icon } from '@unikit/design-system'
import { type FocusEvent, useId } from 'react'
import { Link } from 'react-router'
import styles from './ProductCard.module.css'
import type { Product } from './products.ts'

export type ProductCardProps = {
  product: Product
  expanded: boolean
  /** The pointer rests on the card, or the keyboard moved into it. */
  onOpen: () => void
  /** The heading's button was pressed by keyboard or touch. */
  onToggle: () => void
}

// A tap also fires pointer and focus events: only a mouse hover and keyboard focus open a card by themselves,
// so a tap opens it exactly once (by its click). A mouse click keeps open the card its hover just opened.
const isMouse = (event: { pointerType?: string }) => event.pointerType === 'mouse'
const isKeyboardFocus = (event: FocusEvent) => {
  try {
    return event.target.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * One card of the product tour. It expands on hover and on keyboard focus (docs/product/landing.md#product-tour); its heading is a
 * disclosure button, so touch and screen-reader users can open and close it too.
 */
export function ProductCard({ product, expanded, onOpen, onToggle }: ProductCardProps) {
  const detailsId = useId()
  return (
    <li
      className={cx(styles.card, expanded && styles.expanded)}
      data-product={product.id}
      onPointerEnter={(event) => isMouse(event) && onOpen()}
      onFocus={(event) => isKeyboardFocus(event) && onOpen()}
    >
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={(event) =>
            isMouse(event.nativeEvent as { pointerType?: string }) ? onOpen() : onToggle()
          }
        >
          <span className={styles.icon}>
            <Icon name={product.icon} size={24} />
          </span>
          <span className={styles.name}>{product.name}</span>
        </button>
      </h3>
      <p className={styles.tagline}>{product.tagline}</p>
      <div id={detailsId} className={styles.details} hidden={!expanded}>
        <ul>
          {product.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <Link className={styles.link} to={product.link.to}>
          {product.link.label}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </li>
  )
}
