import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

/** A pass-through that counts and hashes what flows through it; read `size` and `sha256()` once it has ended. */
export function hashingStream() {
  const hash = createHash('sha256')
  let size = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      hash.update(chunk)
      done(null, chunk)
    },
  })
  return {
    stream,
    get size() {
      return size
    },
    sha256: () => hash.digest('hex'),
  }
}
