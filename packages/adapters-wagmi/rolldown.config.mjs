import { defineKitPackage } from '../../scripts/rolldown.base.mjs'

export default defineKitPackage({
  index: 'src/exports/index.ts',
})
