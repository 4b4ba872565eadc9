import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { docsRoot } from './paths.mjs'

/** Every Markdown page of the site (generated ones included once written), relative to docs/. */
export function markdownPages(folder = docsRoot) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (['node_modules', '.vitepress', '.samples', 'scripts', 'content', 'test'].includes(name)) return []
    if (statSync(path).isDirectory()) return markdownPages(path)
    return name.endsWith('.md') ? [relative(docsRoot, path)] : []
  })
}

/** The ```ts and ```tsx blocks of a page, with the line each starts on. */
export function codeSamples(page, markdown) {
  const samples = []
  const fence = /^```(ts|tsx)\b[^\n]*\n([\s\S]*?)^```/gm
  for (const match of markdown.matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length
    samples.push({ page, line, lang: match[1], code: match[2] })
  }
  return samples
}

/**
 * Compiles every sample of every page against the workspace packages (their published types),
 * each as a module of its own; returns the diagnostics as `page:line: message`.
 */
export function compileSamples(pages = markdownPages()) {
  return compileSampleList(pages.flatMap((page) => codeSamples(page, readFileSync(join(docsRoot, page), 'utf8'))))
}

/** Compiles the given samples (see compileSamples). */
export function compileSampleList(samples) {
  const folder = join(docsRoot, '.samples')
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const files = samples.map((sample, index) => {
    const file = join(folder, `${sample.page.replace(/[/.]/g, '_')}_${index}.${sample.lang}`)
    writeFileSync(file, `${sample.code}\nexport {}\n`)
    return { file, sample }
  })
  const program = ts.createProgram(
    files.map(({ file }) => file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  )
  const bySource = new Map(files.map(({ file, sample }) => [file, sample]))
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const sample = diagnostic.file && bySource.get(diagnostic.file.fileName)
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    if (!sample || diagnostic.start === undefined) return `(no file): ${message}`
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
    return `${sample.page}:${sample.line + 1 + line}: ${message}`
  })
  return { samples, problems }
}
