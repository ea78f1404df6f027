import type { Locator } from '@playwright/test'

/**
 * The WCAG contrast ratio of an element's text against what is really behind it: its own background and every
 * ancestor's, composited (a translucent veil over the navy header counts as the mix it shows).
 */
export function renderedContrast(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    type Rgba = [number, number, number, number]
    const parse = (value: string): Rgba => {
      const parts = (value.match(/[\d.]+/g) ?? []).map(Number)
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3])
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / (alpha || 1)
      return [mix(0), mix(1), mix(2), alpha]
    }
    const layers: Rgba[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      layers.push(parse(getComputedStyle(node).backgroundColor))
    }
    const background = layers
      .reverse()
      .reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba)
    const text = over(parse(getComputedStyle(element).color), background)
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number]
    return (light + 0.05) / (dark + 0.05)
  })
}
