import ts from 'typescript'

/** Block tags that end a comment's description (anything else starting with `@` is text, such as `@kit/core`). */
const blockTags =
  /^@(param|returns?|example|summary|csspart|cssproperty|cssprop|dependency|fires|event|slot|see|deprecated|throws|default|remarks|internal|tag|tagname|attr|prop|property|typeParam|template)\b/

/** The description of a JSDoc block as written: up to its first block tag. */
function rawDescription(doc) {
  const lines = doc
    .getText()
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
  const end = lines.findIndex((line) => blockTags.test(line.trim()))
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trim()
}

/** The JSDoc text of a symbol (its declaration's comment as written, else `@summary`). */
export function symbolDoc(checker, symbol) {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  const docs = declaration ? ts.getJSDocCommentsAndTags(declaration).filter((doc) => ts.isJSDoc(doc)) : []
  const raw = docs.length > 0 ? rawDescription(docs.at(-1)) : ''
  if (raw) return raw
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
  if (text) return text
  const summary = symbol.getJsDocTags(checker).find((tag) => tag.name === 'summary')
  return summary ? ts.displayPartsToString(summary.text).trim() : ''
}

/** The JSDoc comment text written right above a node (for object-literal properties, which have no symbol docs of their own). */
export function nodeDoc(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter((doc) => ts.isJSDoc(doc))
  return docs
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? '')))
    .join('\n')
    .trim()
}

/** The first sentence (or line) of a text, for index tables. */
export function firstSentence(text) {
  const paragraph = text.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ')
  const match = paragraph.match(/^(.+?[.!?])(\s|$)/)
  return (match ? match[1] : paragraph).trim()
}
