// HTTP helpers for Hono apps served by `@hono/node-server` (the server's own dependencies).
export { clientAddress } from '../http/clientAddress.js'
