import { type Rendered, renderInText, renderReference } from '../../src/index.ts'
import guide from '../fixtures/guide-examples.json' with { type: 'json' }
import type { GuideInput, MappedInput } from './GuideInput.ts'
import { guideInputs } from './guideInputs.ts'
import { fromMarkdown, toMarkdown } from './markdown.ts'

export interface GuideExample {
  id: string
  section: string
  subtype: string
  variant?: string
  reference: string
  intext_forms: string[]
  notes?: string[]
}

export const guideExamples: readonly GuideExample[] = guide.entries

/** `exact`: the guide's text; `rule`: a listed guide slip, rendered as the rule says; `mismatch`: neither. */
export type Outcome = 'exact' | 'rule' | 'mismatch' | 'skipped'

export interface InTextResult {
  form: string
  outcome: Outcome
  expected: string
  actual: string
  rendered?: Rendered
  reason?: string
}

export interface ExampleResult {
  example: GuideExample
  input: MappedInput
  outcome: Exclude<Outcome, 'skipped'>
  expected: string
  actual: string
  rendered: Rendered
  reason?: string
  inText: InTextResult[]
}

const citedForm = /^(.*?(?:\d{4}[a-z]?|n\.d\.|century))(?::(.+?))?(\)?)$/

/** Reads the options of an in-text form: narrative or parenthetical, and the locator after the colon. */
export function inTextOptions(form: string): { narrative: boolean; locator?: string } {
  const narrative = !form.startsWith('(')
  const locator = citedForm.exec(form)?.[2]
  return locator ? { narrative, locator } : { narrative }
}

function sameAs(markdown: string, html: string, text: string): boolean {
  const expected = fromMarkdown(markdown)
  return expected.html === html && expected.text === text
}

function compareInText(example: GuideExample, input: MappedInput): InTextResult[] {
  return example.intext_forms.map((form) => {
    const override = input.inText?.[form]
    if (override && 'skip' in override) {
      return { form, outcome: 'skipped', expected: form, actual: '', reason: override.skip }
    }
    const rendered = renderInText(input.formatId, input.item, inTextOptions(form))
    const expected = override ? override.expected : form
    const matches = sameAs(expected, rendered.html, rendered.text)
    const outcome: Outcome = matches ? (override ? 'rule' : 'exact') : 'mismatch'
    return {
      form,
      outcome,
      expected,
      actual: toMarkdown(rendered.html),
      rendered,
      ...(override ? { reason: override.reason } : {}),
    }
  })
}

function compareOne(example: GuideExample, input: MappedInput): ExampleResult {
  const rendered = renderReference(input.formatId, input.item)
  const expected = input.slip ? input.slip.expected : example.reference
  const matches = sameAs(expected, rendered.html, rendered.text)
  const outcome = matches ? (input.slip ? 'rule' : 'exact') : 'mismatch'
  return {
    example,
    input,
    outcome,
    expected,
    actual: toMarkdown(rendered.html),
    rendered,
    ...(input.slip ? { reason: input.slip.reason } : {}),
    inText: compareInText(example, input),
  }
}

function isMapped(input: GuideInput | undefined): input is MappedInput {
  return input !== undefined && 'formatId' in input
}

/** Renders every mapped guide example and compares it with the guide (or, for a listed slip, with the rule). */
export function compareExamples(): {
  results: ExampleResult[]
  unmapped: GuideExample[]
  missing: GuideExample[]
} {
  const results: ExampleResult[] = []
  const unmapped: GuideExample[] = []
  const missing: GuideExample[] = []
  for (const example of guideExamples) {
    const input = guideInputs[example.id]
    if (isMapped(input)) results.push(compareOne(example, input))
    else if (input) unmapped.push(example)
    else missing.push(example)
  }
  return { results, unmapped, missing }
}
