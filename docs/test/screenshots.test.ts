import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docsRoot } from '../scripts/lib/paths.mjs'
import { markdownPages } from '../scripts/lib/samples.mjs'
import { pageImages, publicFileExists, registeredViews, viewScreenshots, viewsPage } from '../scripts/lib/screenshots.mjs'

// The Views page shows every view of the modal in both themes, from e2e/docs-screenshots.spec.ts:
// a view added to the registry without its pictures fails here.

const read = (page: string) => readFileSync(join(docsRoot, page), 'utf8')

describe('view screenshots', () => {
  it("reads the registry's view names and a page's local images", () => {
    const registry =
      "export const viewRegistry = {\n  Connect: eager('kit-connect-view', KitConnectView, title),\n  AllWallets: lazy(\n    'kit-all-wallets-view',\n  ),\n}\nconst loading = new Map()\n"
    expect(registeredViews(registry)).toEqual(['Connect', 'AllWallets'])
    const markdown = '![A, light](/screenshots/A-light.png)\n<img alt="x" src="/logo.svg">\n![remote](https://example.com/x.png)\n'
    expect(pageImages(markdown)).toEqual(['/screenshots/A-light.png', '/logo.svg'])
  })

  it('every image a page shows is a file of docs/public', () => {
    const missing = markdownPages().flatMap((page) => pageImages(read(page)).flatMap((source) => (publicFileExists(source) ? [] : [`${page}: ${source}`])))
    expect(missing).toEqual([])
  })

  it('every registered view has its light and dark pictures on the Views page', () => {
    const views = registeredViews()
    expect(views.length).toBeGreaterThanOrEqual(30)
    const shown = new Set(pageImages(read(viewsPage)))
    const missing = views.flatMap((view) => viewScreenshots(view).filter((source) => !shown.has(source) || !publicFileExists(source)))
    expect(missing, 'run: KIT_DOCS_SCREENSHOTS=1 pnpm exec playwright test e2e/docs-screenshots.spec.ts, and add the view to docs/guide/views.md').toEqual([])
  })

  it('the pictures stay small (clipped to the modal, 1x)', () => {
    const sizes = registeredViews().flatMap(viewScreenshots).filter(publicFileExists)
    const large = sizes.filter((source) => statSync(join(docsRoot, 'public', source)).size > 100_000)
    expect(large).toEqual([])
  })
})
