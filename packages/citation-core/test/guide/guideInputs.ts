import type { GuideInput } from './GuideInput.ts'
import { audiovisualInputs } from './inputs/audiovisual.ts'
import { bookInputs } from './inputs/books.ts'
import { imageInputs } from './inputs/images.ts'
import { onlineInputs } from './inputs/online.ts'
import { otherInputs } from './inputs/other.ts'
import { periodicalInputs } from './inputs/periodicals.ts'
import { reportInputs } from './inputs/reports.ts'
import { usingInputs } from './inputs/using.ts'

/** The CSL input for every reference example of the guide, keyed by example id. */
export const guideInputs: Record<string, GuideInput> = {
  ...usingInputs,
  ...bookInputs,
  ...periodicalInputs,
  ...onlineInputs,
  ...audiovisualInputs,
  ...imageInputs,
  ...reportInputs,
  ...otherInputs,
}
