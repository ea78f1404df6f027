interface Frame {
  object: boolean
  path: string
  keys: Set<string>
  expectKey: boolean
  key: string
  index: number
}

/**
 * The path (`body.user.email`) of the first key that an object of `json` gives twice, or undefined. `json` must
 * already have parsed: this only walks its tokens. JSON.parse keeps the last of two equal keys, so
 * `{"amount":1,"amount":1000}` reads differently in two parsers; we refuse it instead
 * (docs/decisions/0730-request-bodies-are-exact.md).
 */
export function findDuplicateKey(json: string, root = 'body'): string | undefined {
  const stack: Frame[] = []
  const childPath = (parent: Frame | undefined) =>
    !parent ? root : parent.object ? `${parent.path}.${parent.key}` : `${parent.path}/${parent.index}`
  for (let i = 0; i < json.length; i++) {
    const char = json[i]
    const top = stack.at(-1)
    if (char === '"') {
      let end = i + 1
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1
      if (top?.object && top.expectKey) {
        const key = JSON.parse(json.slice(i, end + 1)) as string
        if (top.keys.has(key)) return `${top.path}.${key}`
        top.keys.add(key)
        top.key = key
        top.expectKey = false
      }
      i = end
    } else if (char === '{' || char === '[') {
      const object = char === '{'
      stack.push({ object, path: childPath(top), keys: new Set(), expectKey: object, key: '', index: 0 })
    } else if (char === '}' || char === ']') {
      stack.pop()
    } else if (char === ',' && top) {
      if (top.object) top.expectKey = true
      else top.index++
    }
  }
  return undefined
}
