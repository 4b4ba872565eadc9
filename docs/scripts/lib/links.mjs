import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { createMarkdownRenderer } from 'vitepress'
import { docsRoot } from './paths.mjs'

/** The page a site path or a relative link points to (`/guide/x#a` → `guide/x.md`), or undefined outside the site. */
export function linkTarget(fromPage, href) {
  const [path, anchor = ''] = href.split('#')
  let page
  if (path === '') page = fromPage
  else if (path.startsWith('/')) page = path.slice(1)
  else page = relative(docsRoot, normalize(join(docsRoot, dirname(fromPage), path)))
  page = page.replace(/\.(html|md)$/, '')
  if (page === '' || path.endsWith('/')) page = page === '' || page.endsWith('/') ? `${page}index` : `${page}/index`
  return { page: `${page}.md`, anchor: decodeURIComponent(anchor) }
}

/** Renders pages with VitePress's own Markdown renderer: each page's heading and element ids, and its internal links. */
export async function readLinks(pages) {
  const md = await createMarkdownRenderer(docsRoot, { cache: false }, '/')
  const rendered = new Map()
  for (const page of pages) {
    const html = md.render(readFileSync(join(docsRoot, page), 'utf8'), { path: join(docsRoot, page), relativePath: page, cleanUrls: true })
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)]
      .map((match) => match[1].replace(/&amp;/g, '&'))
      .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('//'))
    rendered.set(page, { ids, links })
  }
  return rendered
}

/** Every internal link that leads nowhere: a missing page, or an anchor the page does not have. */
export function brokenLinks(rendered) {
  const broken = []
  for (const [page, { links }] of rendered) {
    for (const href of links) {
      const target = linkTarget(page, href)
      const exists = rendered.has(target.page) || existsSync(join(docsRoot, target.page))
      if (!exists) broken.push(`${page}: ${href} (no page ${target.page})`)
      else if (target.anchor && !rendered.get(target.page)?.ids.has(target.anchor)) broken.push(`${page}: ${href} (no #${target.anchor} on ${target.page})`)
    }
  }
  return broken
}
