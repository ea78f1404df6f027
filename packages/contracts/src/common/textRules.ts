import { Type } from 'typebox'

/**
 * What no text field of any route takes (docs/decisions/0603-no-control-characters-in-text.md): C0 and C1 control
 * characters other than tab, line feed and carriage return (NUL among them, which PostgreSQL cannot store),
 * unpaired surrogates (not text in any encoding), bidirectional embeddings, overrides and isolates (they make text
 * read differently from what it is), and the byte-order mark.
 */
const forbiddenInText =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|\p{Cs}/u

/** Names also refuse line breaks, tabs and invisible characters (zero-width spaces, joiners, marks). */
const forbiddenInName = /[\t\n\r\u00AD\u180E\u200B-\u200F\u2028\u2029\u2060-\u2064]/u

/** Why a piece of text is refused, or undefined when it is fine. */
export function textProblem(value: string, kind: 'text' | 'name' = 'text'): string | undefined {
  if (forbiddenInText.test(value)) return 'contains a control, surrogate or text-direction character'
  if (kind === 'name' && forbiddenInName.test(value)) return 'contains a line break or an invisible character'
  return undefined
}

/** The schema of a person's or a thing's name: one line, visible characters, 1 to `maxLength` long. */
export const NameText = (maxLength: number, options: { minLength?: number } = {}) =>
  Type.String({
    minLength: options.minLength ?? 1,
    maxLength,
    // The same characters as `textProblem(value, 'name')`, for the schema and the OpenAPI document; the kit
    // checks every string of every request body with `textProblem` as well.
    pattern:
      '^[^\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u180E\\u200B-\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2060-\\u2069\\uFEFF]*$',
  })
