/** A catalogue pattern (`Author (Year) *Title*, Publisher.`) with its starred parts in italics. */
export function PatternText({ pattern }: { pattern: string }) {
  const parts = pattern.split('*')
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <i key={index}>{part}</i> : <span key={index}>{part}</span>,
      )}
    </>
  )
}
