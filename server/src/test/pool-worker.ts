// A worker entry for the pool's own tests: tasks that are slow, fail, crash or never end.
import { threadId } from 'node:worker_threads';

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

/** Keeps its worker busy for `ms`, then says which worker it ran on. */
export function work({ ms, tag }: { ms: number; tag: string }) {
  busyFor(ms);
  return { tag, threadId };
}

export function fail(message: string): never {
  throw new Error(message);
}

/** The worker dies, as on a fatal error. */
export function crash(): never {
  process.exit(3);
}

export function spin(): never {
  for (;;) busyFor(1000);
}
