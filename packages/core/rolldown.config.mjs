import { defineKitPackage } from '../../scripts/rolldown.base.mjs'

export default defineKitPackage({
  index: 'src/exports/index.ts',
  networks: 'src/exports/networks.ts',
  siwx: 'src/exports/siwx.ts',
  names: 'src/exports/names.ts',
})
