/**
 * The one module of @kit/ui that imports lit; every other module imports lit's API from here.
 *
 * lit's packages declare no `sideEffects`, so a bundler must treat each of their modules as
 * having side effects. When a hundred of our modules import them directly, an app's Rolldown
 * (Vite 8) build keeps lit and the modules around it out of the app's entry chunk, in files of
 * their own: on bench/compare.mjs's page, 29 first-load files with direct imports, 18 through
 * this side-effect-free module (measured with Vite 8.3.8).
 *
 * Types come from the packages that declare them (direct dependencies of @kit/ui), so the
 * declarations emitted for our modules can name them.
 */
export type { PropertyValues, ReactiveController, ReactiveControllerHost, ReactiveElement } from '@lit/reactive-element'
export type { CSSResult } from '@lit/reactive-element/css-tag.js'
export { css, html, LitElement, nothing, render, svg, unsafeCSS } from 'lit'
export { property, query, queryAll, state } from 'lit/decorators.js'
export { classMap } from 'lit/directives/class-map.js'
export { guard } from 'lit/directives/guard.js'
export { ifDefined } from 'lit/directives/if-defined.js'
export { live } from 'lit/directives/live.js'
export { repeat } from 'lit/directives/repeat.js'
export { styleMap } from 'lit/directives/style-map.js'
export { html as staticHtml, unsafeStatic } from 'lit/static-html.js'
export type { SVGTemplateResult, TemplateResult } from 'lit-html'
