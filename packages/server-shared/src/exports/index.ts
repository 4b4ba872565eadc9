// What every server uses and needs no dependency: logging, text checks, validation messages, paths,
// starting and draining a node:http server.
// The parts with dependencies have export paths of their own (`/db`, `/http`, `/secrets`), so a
// server installs only what it imports (the relay has no database).
export { findRepoRoot, resolveDataDir } from '../config/findRepoRoot.js'
export { firstIssue, type InputIssue } from '../http/firstIssue.js'
export { drainServer, httpUrl, listenServer } from '../http/serverLifecycle.js'
export { createJsonLog, type JsonLog, jsonLogLine, type LogLevel, type LogOutput, messageOf } from '../log/jsonLog.js'
export { type SignalTarget, stopOnSignals } from '../log/stopOnSignals.js'
export { findJsonProblem, MAX_JSON_DEPTH } from '../text/findJsonProblem.js'
export { findUnstorableText, type UnstorableText } from '../text/findUnstorableText.js'
