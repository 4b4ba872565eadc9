import { join } from 'node:path'
import ts from 'typescript'
import { optionNotes } from '../../content/optionNotes.mjs'
import { firstSentence } from './jsdoc.mjs'
import { anchorOf, code, generatedBanner, heading, inline, table } from './markdown.mjs'
import { repoRoot } from './paths.mjs'
import { firstObjectLiteral, literalProperties, valibotDefault, variableInitializer } from './schemaLiteral.mjs'

const optionsFile = join(repoRoot, 'packages/core/src/createKitOptions.ts')
const unsupportedFile = join(repoRoot, 'packages/core/src/options/unsupportedOptionReasons.ts')

const typeText = (checker, type) => checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation)

/** The declared type and JSDoc of each property of a type. */
function propertyTypes(checker, type) {
  const types = new Map()
  for (const property of checker.getPropertiesOfType(type))
    types.set(property.getName(), {
      type: typeText(checker, checker.getTypeOfSymbol(property)),
      doc: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
    })
  return types
}

/** The type of the type alias `name` declared in `file`. */
function aliasType(program, checker, file, name) {
  const alias = program.getSourceFile(file).statements.find((statement) => ts.isTypeAliasDeclaration(statement) && statement.name.text === name)
  if (!alias) throw new Error(`${file}: no type ${name}`)
  return checker.getTypeAtLocation(alias)
}

/** A type over 160 characters (an object written out) is shown as `{ … }`: its keys have their own entries. */
const shortType = (type) => (type.length > 160 && type.startsWith('{') ? '{ … }' : type)

/** One schema's keys: name, type (from the type), default (from the schema), description (JSDoc or a docs note). */
function schemaEntries({ literal, types, prefix, notes }) {
  return literalProperties(literal).map(({ key, doc, initializer }) => ({
    name: `${prefix}${key}`,
    type: shortType(types.get(key)?.type ?? 'unknown'),
    default: valibotDefault(initializer),
    description: doc || types.get(key)?.doc || notes[`${prefix}${key}`] || '',
  }))
}

/** Reads the options schema of `createKitOptions.ts`: every option, `features` key and theme variable. */
export function readOptions({ program, checker }) {
  const source = program.getSourceFile(optionsFile)
  const literal = (name) => firstObjectLiteral(variableInitializer(source, name))
  const optionsType = aliasType(program, checker, optionsFile, 'CreateKitOptions')
  const optionTypes = propertyTypes(checker, optionsType)
  const featureTypes = propertyTypes(checker, checker.getNonNullableType(checker.getTypeOfSymbol(checker.getPropertyOfType(optionsType, 'features'))))
  const themeTypes = new Map([
    ...propertyTypes(checker, aliasType(program, checker, join(repoRoot, 'packages/ui/src/theme/tokens.ts'), 'ThemeVariables')),
    ...propertyTypes(checker, aliasType(program, checker, join(repoRoot, 'packages/core/src/options/w3mThemeVariables.ts'), 'W3mThemeVariables')),
  ])
  const unsupported = program.getSourceFile(unsupportedFile)
  const ignored = (name, prefix) =>
    literalProperties(firstObjectLiteral(variableInitializer(unsupported, name))).map(({ key, initializer }) => ({
      name: `${prefix}${key}`,
      reason: initializer.text,
    }))
  return {
    options: schemaEntries({ literal: literal('createKitOptionsSchema'), types: optionTypes, prefix: '', notes: optionNotes }),
    features: schemaEntries({ literal: literal('featuresSchema'), types: featureTypes, prefix: 'features.', notes: optionNotes }),
    themeVariables: schemaEntries({ literal: literal('themeVariablesSchema'), types: themeTypes, prefix: '', notes: optionNotes }),
    ignored: [...ignored('unsupportedAppKitOptions', ''), ...ignored('unsupportedAppKitFeatures', 'features.')],
  }
}

function entrySection(entry) {
  const facts = [`**Type** ${code(entry.type)}`, entry.default === undefined ? '' : `**Default** ${code(entry.default)}`].filter(Boolean).join(' · ')
  return [heading(3, `${entry.name}`, anchorOf(entry.name)), '', facts, '', inline(entry.description)].join('\n')
}

/** The options reference page. */
export function optionsPage({ options, features, themeVariables, ignored }) {
  const index = table(
    ['Option', 'Type', 'Default', 'What it does'],
    options.map((entry) => [
      `[\`${entry.name}\`](#${anchorOf(entry.name)})`,
      code(entry.type),
      entry.default === undefined ? '' : code(entry.default),
      inline(firstSentence(entry.description), { cell: true }),
    ]),
  )
  return [
    generatedBanner('packages/core/src/createKitOptions.ts (the options schema) and its types'),
    '',
    '# createAppKit options',
    '',
    'Every option `createAppKit` (of `@kit/react`) and `createKit` (of `@kit/core`) accept. The kit checks them when it is made and throws `InvalidOptionsError` naming each bad key; an unknown key is an error too, with a "did you mean" suggestion. See [Getting started](/guide/getting-started) for which options an app needs.',
    '',
    index,
    '',
    '## Options',
    '',
    ...options.map(entrySection).flatMap((section) => [section, '']),
    heading(2, 'features', 'features-keys'),
    '',
    "The keys of the `features` option. Every one is optional; where the Kit API is configured (`apiUrl`), the project's remote features fill in what the app leaves unset.",
    '',
    ...features.map(entrySection).flatMap((section) => [section, '']),
    heading(2, 'themeVariables', 'theme-variables'),
    '',
    "The keys of the `themeVariables` option (and of `setThemeVariables`). AppKit's `--w3m-*` names are accepted and mapped onto Kit's; a Kit name wins over its `--w3m-*` twin. See [Theming](/guide/theming).",
    '',
    table(
      ['Variable', 'Type', 'What it does'],
      themeVariables.map((entry) => [code(entry.name), code(entry.type), inline(entry.description, { cell: true })]),
    ),
    '',
    heading(2, 'AppKit options Kit ignores', 'ignored'),
    '',
    'Accepted so an AppKit app runs unchanged, with one console warning per kit naming them:',
    '',
    table(
      ['Option', 'Why'],
      ignored.map((entry) => [code(entry.name), inline(entry.reason, { cell: true })]),
    ),
    '',
  ].join('\n')
}
