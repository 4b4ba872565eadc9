import { defineKitService } from '../../scripts/rolldown.base.mjs'

export default defineKitService({
  index: 'src/index.ts',
  cli: 'src/cli.ts',
})
