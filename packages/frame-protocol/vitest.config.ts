import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'frame-protocol',
    include: ['src/**/*.test.ts'],
  },
})
