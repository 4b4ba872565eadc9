import ts from 'typescript'
import { symbolDoc } from './jsdoc.mjs'
import { code, heading, inline, table } from './markdown.mjs'

const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope
const typeText = (checker, type) => checker.typeToString(type, undefined, flags)

/** The properties of an object type worth a table (not a function, array, primitive or DOM type). */
function objectProperties(checker, type) {
  const plain = checker.getNonNullableType(type)
  if (!(plain.flags & ts.TypeFlags.Object) && !plain.isIntersection()) return []
  if (plain.getCallSignatures().length > 0 || checker.isArrayType?.(plain) || checker.isTupleType?.(plain)) return []
  const declaration = plain.getSymbol()?.declarations?.[0]
  if (declaration && /node_modules|typescript\/lib/.test(declaration.getSourceFile().fileName)) return []
  const properties = checker.getPropertiesOfType(plain)
  return properties.length > 0 && properties.length <= 60 ? properties : []
}

/** A table of an object type's properties: name, type, JSDoc. */
export function propertiesTable(checker, type, at) {
  const rows = objectProperties(checker, type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
    return [
      code(`${property.getName()}${optional}`),
      code(typeText(checker, checker.getTypeOfSymbolAtLocation(property, at))),
      inline(symbolDoc(checker, property), { cell: true }),
    ]
  })
  return table(['Name', 'Type', 'Description'], rows)
}

/** One exported function: its signatures, JSDoc, parameters' and return value's properties. */
export function functionSection(checker, { name, symbol, level = 3, anchor }) {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
  const signatures = type.getCallSignatures()
  const lines = [heading(level, name, anchor), '', inline(symbolDoc(checker, symbol)), '']
  lines.push('```ts', ...signatures.map((signature) => `function ${name}${checker.signatureToString(signature, declaration, flags)}`), '```', '')
  const signature = signatures.at(-1)
  if (!signature) return lines.join('\n')
  for (const parameter of signature.getParameters()) {
    const parameterTable = propertiesTable(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration), declaration)
    if (parameterTable) lines.push(`**Parameter \`${parameter.getName()}\`**`, '', parameterTable, '')
  }
  const returnType = checker.getAwaitedType?.(signature.getReturnType()) ?? signature.getReturnType()
  const returnTable = propertiesTable(checker, returnType, declaration)
  if (returnTable) lines.push('**Returns**', '', returnTable, '')
  return lines.join('\n')
}
