import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedPages } from '../scripts/lib/generatedPages.mjs'
import { repoRoot } from '../scripts/lib/paths.mjs'
import { codeSamples, compileSampleList, compileSamples, markdownPages } from '../scripts/lib/samples.mjs'

describe('code samples', () => {
  it('finds the ts and tsx blocks of a page with their lines', () => {
    const samples = codeSamples('x.md', '# T\n\n```ts\nconst a = 1\n```\n\n```sh\nnpm i\n```\n\n```tsx title\nexport const b = <p />\n```\n')
    expect(samples.map((sample) => [sample.lang, sample.line, sample.code])).toEqual([
      ['ts', 3, 'const a = 1\n'],
      ['tsx', 11, 'export const b = <p />\n'],
    ])
  })

  it('reports a sample that does not compile, with its page and line', () => {
    const { problems } = compileSampleList(
      codeSamples('broken.md', '# B\n\n```ts\nimport { createKit } from "@kit/core"\ncreateKit({ projectId: 1, networks: [] })\n```\n'),
    )
    expect(problems.join('\n')).toMatch(/^broken\.md:5: .*number.*string/m)
  })

  it('every ts and tsx block of the hand-written pages compiles against the workspace packages', () => {
    const pages = markdownPages().filter((page) => !generatedPages.includes(page))
    const { samples, problems } = compileSamples(pages)
    expect(samples.length).toBeGreaterThanOrEqual(15)
    expect(problems).toEqual([])
  })

  // The READMEs whose examples are whole programs (the others show fragments of a test or a config).
  it('every ts block of the core, walletconnect and ui READMEs compiles', () => {
    const readmes = ['packages/core/README.md', 'packages/walletconnect/README.md', 'packages/ui/README.md']
    const samples = readmes.flatMap((path) => codeSamples(path, readFileSync(join(repoRoot, path), 'utf8')))
    expect(samples.length).toBeGreaterThanOrEqual(3)
    expect(compileSampleList(samples).problems).toEqual([])
  })
})
