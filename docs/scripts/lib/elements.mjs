import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { firstSentence } from './jsdoc.mjs'
import { anchorOf, code, generatedBanner, heading, inline, table } from './markdown.mjs'
import { repoRoot } from './paths.mjs'

const uiFolder = join(repoRoot, 'packages/ui')

/**
 * @kit/ui's Custom Elements Manifest, made by its analyzer config (the package's `manifest`
 * script writes the same file for publishing). Written to a folder of its own per call, so two
 * test files generating at once never read each other's half-written file.
 */
export function buildManifest() {
  const outdir = join('node_modules/.cache', `kit-docs-cem-${process.pid}-${Date.now()}`)
  try {
    execFileSync(join(uiFolder, 'node_modules/.bin/cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir], {
      cwd: uiFolder,
      stdio: 'pipe',
    })
    return JSON.parse(readFileSync(join(uiFolder, outdir, 'custom-elements.json'), 'utf8'))
  } finally {
    rmSync(join(uiFolder, outdir), { recursive: true, force: true })
  }
}

/** Every custom element of the manifest, with its module path. */
export function readElements(manifest) {
  return manifest.modules
    .flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.tagName).map((declaration) => ({ ...declaration, path: module.path })))
    .map((element) => ({
      ...element,
      group: element.tagName.startsWith('appkit-') ? 'elements' : element.path.startsWith('src/views/') ? 'views' : 'components',
    }))
}

const description = (element) => element.summary || element.description || ''

function elementSection(element) {
  const publicFields = (element.members ?? []).filter(
    (member) => member.kind === 'field' && !member.static && !member.privacy && !member.attribute && member.description,
  )
  const sections = [
    [
      'Attributes',
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      (element.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName ?? ''),
        code(a.type?.text ?? ''),
        a.default ? code(a.default) : '',
        inline(a.description ?? '', { cell: true }),
      ]),
    ],
    [
      'Properties',
      ['Property', 'Type', 'Description'],
      publicFields.map((f) => [code(f.name), code(f.type?.text ?? ''), inline(f.description, { cell: true })]),
    ],
    ['Events', ['Event', 'Description'], (element.events ?? []).map((e) => [code(e.name), inline(e.description ?? '', { cell: true })])],
    ['Slots', ['Slot', 'Description'], (element.slots ?? []).map((s) => [code(s.name || '(default)'), inline(s.description ?? '', { cell: true })])],
    ['CSS parts', ['Part', 'Description'], (element.cssParts ?? []).map((p) => [code(p.name), inline(p.description ?? '', { cell: true })])],
    [
      'CSS custom properties',
      ['Property', 'Description'],
      (element.cssProperties ?? []).map((p) => [code(p.name), inline(p.description ?? '', { cell: true })]),
    ],
  ]
  const lines = [heading(3, `\`<${element.tagName}>\``, anchorOf(element.tagName)), '', inline(description(element)), '']
  for (const [title, headers, rows] of sections) if (rows.length > 0) lines.push(`**${title}**`, '', table(headers, rows), '')
  return lines.join('\n')
}

export function elementsPage(elements) {
  const group = (name) => elements.filter((element) => element.group === name)
  return [
    generatedBanner("@kit/ui's Custom Elements Manifest (custom-elements.json, made by @custom-elements-manifest/analyzer)"),
    '',
    '# Elements',
    '',
    'Every custom element of `@kit/ui`, from its Custom Elements Manifest. The same `custom-elements.json` ships in the package (its `customElements` field), so editors and frameworks that read manifests complete the tags, attributes and events. `defineElements()` (or importing `@kit/ui/register`) registers them; `createAppKit` does it for you.',
    '',
    '## Public elements',
    '',
    'What an app places in its page.',
    '',
    ...group('elements').map(elementSection),
    '## Components',
    '',
    'The presentational `kit-*` elements the views are made of, exported from `@kit/ui/components` for pages that build their own views. They take properties and send events; they hold no kit.',
    '',
    ...group('components').map(elementSection),
    '## Views',
    '',
    "The modal's views, each loaded when first shown. They are internal: open them with `open(kit, { view })`.",
    '',
    table(
      ['Element', 'What it shows'],
      group('views').map((view) => [
        `<span id="${anchorOf(view.tagName)}">${code(`<${view.tagName}>`)}</span>`,
        inline(firstSentence(description(view)), { cell: true }),
      ]),
    ),
    '',
  ].join('\n')
}
