import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { docsRoot, repoRoot } from './paths.mjs'

/** Where the modal's views are registered (one entry per view). */
export const viewRegistryPath = join(repoRoot, 'packages/ui/src/views/registry.ts')

/** The page that shows every view's pictures. */
export const viewsPage = 'guide/views.md'

/** The views of the modal's registry: the keys of `viewRegistry` (`  Name: eager(` or `  Name: lazy(`). */
export function registeredViews(source = readFileSync(viewRegistryPath, 'utf8')) {
  return [...source.matchAll(/^ {2}(\w+): (?:eager|lazy)\(/gm)].map((match) => match[1])
}

/** The pictures of a view, as the site addresses them (files in docs/public/screenshots). */
export function viewScreenshots(view) {
  return [`/screenshots/${view}-light.png`, `/screenshots/${view}-dark.png`]
}

/** The local images a page shows: Markdown `![alt](src)` and HTML `<img src="…">` (not http(s) ones). */
export function pageImages(markdown) {
  const sources = [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)[^)]*\)/g), ...markdown.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
  return sources.filter((source) => !/^[a-z]+:/i.test(source))
}

/** Whether a site path of an image (`/screenshots/x.png`) is a file of docs/public. */
export function publicFileExists(source) {
  return source.startsWith('/') && existsSync(join(docsRoot, 'public', source))
}
