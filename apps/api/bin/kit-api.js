#!/usr/bin/env node
// Committed entry point for the `kit-api` bin (exists before the build, so installs do not warn).
await import('../dist/cli.js')
