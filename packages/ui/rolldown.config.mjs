import { defineKitPackage } from '../../scripts/rolldown.base.mjs'

export default defineKitPackage({
  index: 'src/exports/index.ts',
  components: 'src/exports/components.ts',
  register: 'src/register.ts',
})
