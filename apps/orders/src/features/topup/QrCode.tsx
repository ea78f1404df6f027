import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path from the encoded modules (no HTML from a string), crisp at any size; the
 * label is what a screen reader hears instead.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  const modules = data.length
  let path = ''
  for (const [y, row] of data.entries())
    for (const [x, dark] of row.entries()) if (dark) path += `M${x} ${y}h1v1h-1z`
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
