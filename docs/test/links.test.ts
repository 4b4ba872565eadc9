import { beforeAll, describe, expect, it } from 'vitest'
import { generate } from '../scripts/generate.mjs'
import { brokenLinks, linkTarget, readLinks } from '../scripts/lib/links.mjs'
import { markdownPages } from '../scripts/lib/samples.mjs'

let rendered: Awaited<ReturnType<typeof readLinks>>
let errors: Awaited<ReturnType<typeof generate>>['reference']['errors']

beforeAll(async () => {
  errors = (await generate()).reference.errors
  rendered = await readLinks(markdownPages())
})

describe('links', () => {
  it('resolves site paths, relative links and anchors to pages', () => {
    expect(linkTarget('guide/a.md', '/self-hosting/#production-checklist')).toEqual({ page: 'self-hosting/index.md', anchor: 'production-checklist' })
    expect(linkTarget('reference/events.md', '../react/AppKitProvider.md')).toEqual({ page: 'react/AppKitProvider.md', anchor: '' })
    expect(linkTarget('guide/a.md', '#x')).toEqual({ page: 'guide/a.md', anchor: 'x' })
    expect(linkTarget('contributing.md', './rules/')).toEqual({ page: 'rules/index.md', anchor: '' })
  })

  it('finds a missing page and a missing anchor', () => {
    const pages = new Map([['a.md', { ids: new Set(['here']), links: ['/a#here', '/a#gone', '/nowhere'] }]])
    expect(brokenLinks(pages)).toEqual(['a.md: /a#gone (no #gone on a.md)', 'a.md: /nowhere (no page nowhere.md)'])
  })

  it('every internal link and anchor of the site resolves', () => {
    expect(rendered.size).toBeGreaterThan(20)
    expect(brokenLinks(rendered)).toEqual([])
  })

  it("every error's docsPath is a page of the site (with its anchor), and every error has an anchor of its own", () => {
    const withPath = errors.filter((error) => error.docsPath)
    expect(withPath.length).toBeGreaterThan(0)
    for (const error of withPath) {
      const target = linkTarget('index.md', error.docsPath as string)
      expect(rendered.has(target.page), `${error.name}: ${error.docsPath}`).toBe(true)
      if (target.anchor) expect(rendered.get(target.page)?.ids.has(target.anchor), `${error.name}: ${error.docsPath}`).toBe(true)
    }
    const errorIds = rendered.get('reference/errors.md')?.ids
    for (const error of errors) expect(errorIds?.has(error.anchor), error.name).toBe(true)
  })
})
