#!/usr/bin/env node
// A committed entry point, so `pnpm install` can link node_modules/.bin/kit-relay before dist/ is built.
import '../dist/cli.js'
