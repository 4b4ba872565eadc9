import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import ThemePlayground from './ThemePlayground.vue'
import './views.css'

// The default theme, plus <ThemePlayground /> for the Theming page and the Views page's picture pairs.
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ThemePlayground', ThemePlayground)
  },
} satisfies Theme
