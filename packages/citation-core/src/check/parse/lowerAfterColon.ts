/**
 * Common words that are never names: after a colon in a title, APA and MLA capitalise them, RMIT Harvard does not
 * (RULES.md section 4). A word not in the list (`Redfern: Aboriginal activism`) may be a name and keeps its capital.
 */
const commonWords = new Set(
  `a an the and or but nor for so yet of in on at by to from with without into onto over under about after before
  between among through towards toward beyond within across against during since until upon via how what why when
  where who whom which whose whether is are was were be being been do does did can could should would will may
  might must this that these those it its their our your my his her new old key best better more most less
  using exploring understanding examining rethinking revisiting reconsidering towards building creating making
  managing developing designing evaluating assessing measuring improving implementing leading learning teaching
  an evidence lessons implications challenges perspectives insights review reviews analysis analyses case cases
  study studies approach approaches framework frameworks theory theories practice practices policy policies issues
  reflections research methods method strategies strategy opportunities opportunity truth tales stories story
  some notes guide handbook introduction overview survey report findings results trends effects impact impacts
  role roles relationship relationships experiences experience voices views lessons questions answers problems
  solutions futures future past present history histories principles models model tools process processes one
  two three ten why everything nothing something all every each many few`.split(/\s+/),
)

/** `Know-it-all society: Truth and arrogance` → `Know-it-all society: truth and arrogance`; true when changed. */
export function lowerAfterColon(title: string): string {
  return title.replace(/(:\s+)(\p{Lu}\p{Ll}*)(?=[\s,.?!]|$)/gu, (match, colon: string, word: string) =>
    commonWords.has(word.toLowerCase()) ? colon + word.toLowerCase() : match,
  )
}
