/** A fetch response's JSON, reading at most `maxBytes` (an API answer, never a download). */
export async function readJson(response: Response, maxBytes: number): Promise<unknown> {
  const reader = response.body?.getReader()
  if (!reader) return undefined
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.length
    if (length > maxBytes) {
      await reader.cancel()
      throw new Error(`the answer is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return JSON.parse(Buffer.concat(chunks, length).toString('utf8'))
}
