import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiContext } from '../apiContext.js';
import type { ApiEnv } from '../apiEnv.js';
import { accountAddressSchema } from '../http/inputSchemas.js';
import { parseInput } from '../http/parseInput.js';
import { projectGuard } from '../http/projectGuard.js';
import { sendJson } from '../http/sendJson.js';

export const identityQuerySchema = z.object({ sender: accountAddressSchema.optional() });
export const identityResponseSchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() });

/** `GET /v1/identity/{address}?sender` → `{ name, avatar }` from the database (nulls when unknown). */
export function identityRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true });
  app.get('/v1/identity/:address', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address');
    parseInput(identityQuerySchema, c.req.query(), 'query');
    const rows = await context.db.query<{ name: string | null; avatar: string | null }>(
      'select name, avatar from identities where address = $1',
      [account.address],
    );
    return sendJson(c, identityResponseSchema, rows[0] ?? { name: null, avatar: null });
  });
}
