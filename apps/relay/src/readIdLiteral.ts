const whitespace = new Set([' ', '\t', '\n', '\r'])
const numberLiteral = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/**
 * Returns the source text of the top-level `"id"` member of a JSON object (the last one, as
 * `JSON.parse` keeps), or `undefined`. The relay echoes this text verbatim so that integer ids
 * above 2^53 (WalletConnect uses 19-digit ids) survive the round trip without losing precision.
 * Only called on text that `JSON.parse` accepted.
 */
export function readIdLiteral(text: string): string | undefined {
  let depth = 0
  let expectKey = false
  let found: string | undefined
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      const end = skipString(text, index)
      if (depth === 1 && expectKey) {
        expectKey = false
        const key = JSON.parse(text.slice(index, end)) as string
        let cursor = skipWhitespace(text, end)
        if (text[cursor] !== ':') return found
        cursor = skipWhitespace(text, cursor + 1)
        if (key === 'id') {
          if (text[cursor] === '"') {
            const valueEnd = skipString(text, cursor)
            found = text.slice(cursor, valueEnd)
            index = valueEnd
            continue
          }
          numberLiteral.lastIndex = cursor
          const match = numberLiteral.exec(text)
          found = match ? match[0] : undefined
        }
        index = cursor
        continue
      }
      index = end
      continue
    }
    if (char === '{' || char === '[') {
      depth += 1
      if (depth === 1 && char === '{') expectKey = true
    } else if (char === '}' || char === ']') {
      depth -= 1
    } else if (char === ',' && depth === 1) {
      expectKey = true
    }
    index += 1
  }
  return found
}

/** Index just past the closing quote of the string literal that starts at `start`. */
function skipString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length) {
    const char = text[index]
    if (char === '\\') index += 2
    else if (char === '"') return index + 1
    else index += 1
  }
  return text.length
}

function skipWhitespace(text: string, start: number): number {
  let index = start
  while (index < text.length && whitespace.has(text[index] as string)) index += 1
  return index
}
