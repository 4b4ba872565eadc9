#!/usr/bin/env node
import { resolve } from 'node:path';
import { createRelay } from './createRelay.js';
import { cliUsage, parseCliArgs } from './parseCliArgs.js';

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(cliUsage);
    return;
  }
  const persistPath = options.persistPath ? resolve(options.persistPath) : undefined;
  const relay = await createRelay({
    host: options.host,
    port: options.port,
    persistPath,
    ...(options.publicUrls ? { publicUrls: options.publicUrls } : {}),
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    logger: {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      ...(options.debug ? { debug: (message: string) => console.log(message) } : {}),
    },
  });
  const mailbox = options.redisUrl ? `redis ${new URL(options.redisUrl).host}` : (persistPath ?? 'memory only');
  console.log(`WalletConnect relay listening on ${relay.url} (mailbox: ${mailbox})`);
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping relay...`);
    void relay.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
