import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import ThemePlayground from './ThemePlayground.vue'

// The default theme, plus <ThemePlayground /> for the Theming page.
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ThemePlayground', ThemePlayground)
  },
} satisfies Theme
