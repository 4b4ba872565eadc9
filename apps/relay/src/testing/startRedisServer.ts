import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

export async function getFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Starts Debian's `redis-server` (installed by scripts/bootstrap.mjs) on a free port, in memory only. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await getFreePort();
  const binary = process.env.KIT_REDIS_SERVER_PATH ?? 'redis-server';
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error) =>
      reject(new Error(`${binary} could not start (${error.message}): run \`node scripts/bootstrap.mjs\` or apt-get install redis-server`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
