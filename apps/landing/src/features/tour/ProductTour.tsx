import { useState } from 'react'
import { ProductCard } from './ProductCard.tsx'
import styles from './ProductTour.module.css'
import { products } from './products.ts'

/** The four products, one card open at a time (the first to start with). */
export function ProductTour() {
  const [open, setOpen] = useState<string | null>(products[0]!.id)
  return (
    <ul className={`uk-bare-list ${styles.tour}`} aria-label="Sản phẩm của Unikit">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          expanded={open === product.id}
          onOpen={() => setOpen(product.id)}
          onToggle={() => setOpen((current) => (current === product.id ? null : product.id))}
        />
      ))}
    </ul>
  )
}
