// The Custom Elements Manifest of @kit/ui (custom-elements.json, named by package.json
// "customElements" so editors and frameworks find the elements; the docs' element reference is
// made from it). Elements are registered by `defineElement('tag', Class)` calls rather than
// `customElements.define` or a decorator, so the plugin below reads those calls for the tag names.

/** Marks each class registered by a `defineElement('tag', Class)` call as a custom element. */
function defineElementTags() {
  const tags = new Map()
  return {
    name: 'kit-define-element',
    analyzePhase({ ts, node }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineElement') return
      const [tag, constructor] = node.arguments
      if (tag && constructor && ts.isStringLiteral(tag) && ts.isIdentifier(constructor)) tags.set(constructor.text, tag.text)
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          const tag = tags.get(declaration.name)
          if (declaration.kind !== 'class' || !tag) continue
          declaration.tagName = tag
          declaration.customElement = true
        }
      }
    },
  }
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/test/**'],
  outdir: '.',
  litelement: true,
  // package.json names the file itself ("customElements"); the analyzer would rewrite that field
  // to whatever --outdir a run was given (the docs build writes to a folder of its own).
  packagejson: false,
  plugins: [defineElementTags()],
}
