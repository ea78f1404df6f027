import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseThesis', () => {
  it('reads a print thesis, a repository thesis and a database thesis', () => {
    expect(
      parse('Browne P (2018) <i>Digital tourism</i> [PhD dissertation], Charlesworth University, Templeton.')
        .formatId,
    ).toBe(42)
    expect(
      parse(
        'Thompson H (2019) <i>Embracing mindfulness</i> [master’s thesis], RMIT University, accessed 13 December 2021. https://researchrepository.rmit.edu.au/x',
      ).formatId,
    ).toBe(41)
    expect(
      parse(
        'McLellan JM (2019) <i>The development of an intervention</i> [PhD dissertation], University of Stirling, accessed 13 December 2021, ProQuest Dissertations &amp; Theses Global database.',
      ).formatId,
    ).toBe(37)
  })

  it("reads APA's [Doctoral dissertation, University] and names the kind as RMIT does", () => {
    const { item } = parse(
      'McLellan, J. M. (2019). <i>The development of an intervention</i> [Doctoral dissertation, University of Stirling]. ProQuest Dissertations and Theses Global.',
    )
    expect(item).toMatchObject({ genre: 'PhD dissertation', publisher: 'University of Stirling' })
  })
})
