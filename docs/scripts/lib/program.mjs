import { existsSync } from 'node:fs'
import ts from 'typescript'
import { publishedPackages } from './packages.mjs'

/**
 * One TypeScript program over the published packages' sources: `@kit/*` specifiers resolve to
 * the source modules (not dist/types), so the reference pages need no type build first.
 */
export function createSourceProgram(extraFiles = []) {
  const packages = publishedPackages()
  const paths = {}
  for (const pkg of packages) for (const entry of pkg.entries) if (existsSync(entry.source)) paths[entry.specifier] = [entry.source]
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    experimentalDecorators: false,
    useDefineForClassFields: false,
    paths,
  }
  const roots = packages.flatMap((pkg) => pkg.entries.map((entry) => entry.source)).filter((file) => existsSync(file))
  const program = ts.createProgram([...roots, ...extraFiles], options)
  return { program, checker: program.getTypeChecker(), packages, options }
}

/** The exported symbols of one module, aliases resolved. */
export function moduleExports(program, checker, file) {
  const source = program.getSourceFile(file)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) return []
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => ({
    name: symbol.getName(),
    symbol: symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
  }))
}
