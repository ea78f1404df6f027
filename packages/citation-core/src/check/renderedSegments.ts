import type { Rendered, Segment } from '../render/Rendered.ts'
import { decodeEntities } from './paste/decodeEntities.ts'

/** The italic and upright runs of a `Rendered.html` (`<i>` is its only markup). */
export function renderedSegments(rendered: Rendered): Segment[] {
  return rendered.html.split(/(<i>|<\/i>)/).reduce<{ italic: boolean; segments: Segment[] }>(
    (state, piece) => {
      if (piece === '<i>') state.italic = true
      else if (piece === '</i>') state.italic = false
      else if (piece !== '') state.segments.push({ text: decodeEntities(piece), italic: state.italic })
      return state
    },
    { italic: false, segments: [] },
  ).segments
}
