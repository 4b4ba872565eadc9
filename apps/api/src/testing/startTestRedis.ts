import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A throwaway Redis server for tests (Debian's `redis-server`, no persistence, a free port). */
export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

/** `KIT_REDIS_SERVER_PATH` or `redis-server` on the PATH; undefined when absent. */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidate = env['KIT_REDIS_SERVER_PATH'] ?? 'redis-server';
  return spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0 ? candidate : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startTestRedis(binary: string): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
