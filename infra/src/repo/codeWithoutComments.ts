/** Block and line comments (a `//` after `:` is an address, not a comment). */
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm

/** A TypeScript or JavaScript source without its comments, so an example in a comment is not read as code. */
export function codeWithoutComments(source: string): string {
  return source.replace(COMMENTS, '$1')
}
