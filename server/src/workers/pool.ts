/**
 * The one worker-thread pool of a process (decision 140): CPU work that can take long (judging a
 * text, an import's rows) runs here, off the thread that serves requests.
 *
 *   const workers = createWorkerPool({ catalogDir, threads });          // once per process
 *   await workers.run('judge', input, { signal, owner });              // a request's task
 *   for await (const out of workers.mapOrdered('judgeBatch', batches)) // a bulk job
 *   await workers.close();                                             // graceful shutdown
 *
 * Tasks are the functions exported by tasks.ts (add one there; its name is typed here).
 * - Two lanes. A request's task goes before every waiting batch (a bulk job's, or a request's
 *   many-item task: `batch: true`), so it waits at most for the tasks already running. Each lane
 *   serves its waiting tasks by `owner` (user, address, bulk job): the owner who used the least
 *   worker time lately first (halving every 10 s), ties round-robin, so one client's flood of
 *   long tasks queues behind itself and behind everyone who asked for less. At most `maxWaiting` of a lane's request tasks wait, and
 *   `maxWaitingPerOwner` of one owner's; more are refused at once with PoolBusyError (503).
 * - Back-pressure: `mapOrdered` pulls its next input only while fewer than `threads + 1` of its
 *   tasks are in flight, and yields results in input order.
 * - `signal` (the client went away): a waiting task is dropped; a running one finishes in its
 *   worker (stopping it would cost a new engine) and the caller gets TaskAbortedError at once.
 * - A task that throws, a worker that dies or runs past `taskTimeoutMs` (it is stopped) fails with
 *   WorkerTaskError (500), and piscina starts a new worker in its place: nothing waits forever.
 * - Workers run at a lower priority (nice +`niceIncrement`) than the request thread.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { FairQueue, WorkerUsage } from './fair-queue.js';
import type * as Tasks from './tasks.js';
import type { WorkerData } from './tasks.js';

type AnyTask = (input: never) => unknown;
type TaskMapOf<M> = { [K in keyof M as M[K] extends AnyTask ? K : never]: M[K] };
export type DietTasks = TaskMapOf<typeof Tasks>;
export type TaskName<M = DietTasks> = keyof TaskMapOf<M> & string;
export type TaskInput<N extends TaskName<M>, M = DietTasks> = TaskMapOf<M>[N] extends (
  input: infer I,
) => unknown
  ? I
  : never;
export type TaskResult<N extends TaskName<M>, M = DietTasks> = TaskMapOf<M>[N] extends (
  input: never,
) => infer R
  ? Awaited<R>
  : never;

export interface WorkerPoolOptions {
  catalogDir: string;
  /** Worker threads (env WORKERS; by default one per core). */
  threads: number;
  /** Request tasks allowed to wait; default 16 per thread. */
  maxWaiting?: number;
  /** Request tasks one owner may have waiting; default 8. */
  maxWaitingPerOwner?: number;
  /** A running task is stopped (its worker replaced) after this long; default 60 s. */
  taskTimeoutMs?: number;
  niceIncrement?: number;
  /** The worker entry, and more data for it: tests pass their own. */
  filename?: URL;
  workerData?: Record<string, unknown>;
  /** Worker failures that no task reports (a worker that fails to start). */
  onError?: (error: Error) => void;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Whose task it is (`user:12`, `ip:203.0.113.9`): waiting tasks are served round-robin by owner. */
  owner?: string;
  /** Many items in one task (My products judged again): it waits behind single-item tasks. */
  batch?: boolean;
}

/** Too many tasks wait already: answer 503 and let the client retry. */
export class PoolBusyError extends Error {}
/** The pool is shutting down. */
export class PoolClosedError extends Error {}
/** The caller's signal fired: nobody waits for the answer any more. */
export class TaskAbortedError extends Error {}
/** The task threw, its worker died or it ran too long. */
export class WorkerTaskError extends Error {}

interface Job {
  name: string;
  input: unknown;
  owner: string;
  state: 'waiting' | 'running' | 'finished';
  /** Settles the caller's promise (once; later calls do nothing). */
  answer: (error: Error | null, result?: unknown) => void;
}

export interface WorkerPool<M = DietTasks> {
  readonly threads: number;
  run<N extends TaskName<M>>(
    name: N,
    input: TaskInput<N, M>,
    options?: RunOptions,
  ): Promise<TaskResult<N, M>>;
  mapOrdered<N extends TaskName<M>>(
    name: N,
    inputs: Iterable<TaskInput<N, M>> | AsyncIterable<TaskInput<N, M>>,
  ): AsyncGenerator<TaskResult<N, M>>;
  /** Starts the workers now (each builds its engine) instead of at the first task. */
  warmUp(): void;
  stats(): { threads: number; running: number; waiting: number; waitingBulk: number };
  close(): Promise<void>;
}

/** `--import tsx` for the workers unless the process already loads TypeScript through tsx. */
function workerExecArgv(): string[] {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return process.execArgv;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...process.execArgv, '--import', tsx];
}

/**
 * At most this much of a task's time counts against its owner: the first task on a new worker
 * also waits for the worker's start (an engine build, 1–2 s), which is no owner's doing. Our
 * tasks take far less (a worst-case text ~8 ms, a batch of 10 ~80 ms).
 */
const MAX_CHARGE_MS = 250;

export function createWorkerPool<M = DietTasks>(options: WorkerPoolOptions): WorkerPool<M> {
  const threads = Math.max(1, options.threads);
  const maxWaiting = options.maxWaiting ?? threads * 16;
  const maxPerOwner = options.maxWaitingPerOwner ?? 8;
  const timeoutMs = options.taskTimeoutMs ?? 60_000;
  const usage = new WorkerUsage();
  const requests = new FairQueue<Job>(usage);
  const bulk = new FairQueue<Job>(usage);
  let piscina: Piscina | null = null;
  let running = 0;
  let closed = false;
  let bulkJobs = 0;

  const startPiscina = () => {
    const created = new Piscina({
      filename: (options.filename ?? new URL('./tasks.ts', import.meta.url)).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      niceIncrement: options.niceIncrement ?? 5,
      execArgv: workerExecArgv(),
      workerData: { ...options.workerData, catalogDir: options.catalogDir } satisfies WorkerData,
      closeTimeout: 5_000,
    });
    created.on('error', (error: Error) => {
      options.onError?.(error);
      // A worker that fails while starting is not replaced by piscina: start afresh next time.
      if (piscina === created && created.threads.length === 0) {
        piscina = null;
        void created.destroy();
      }
    });
    return created;
  };

  const start = (job: Job) => {
    job.state = 'running';
    running += 1;
    const timeout = AbortSignal.timeout(timeoutMs);
    piscina ??= startPiscina();
    const started = performance.now();
    const finish = (error: Error | null, result?: unknown) => {
      job.state = 'finished';
      running -= 1;
      usage.add(job.owner, Math.min(performance.now() - started, MAX_CHARGE_MS));
      job.answer(error, result);
      dispatch();
    };
    piscina.run(job.input, { name: job.name, signal: timeout }).then(
      (result) => finish(null, result),
      (error: Error) => {
        const why = timeout.aborted
          ? `ran longer than ${timeoutMs} ms; its worker was stopped and replaced`
          : `failed: ${error.message}`;
        finish(new WorkerTaskError(`worker task "${job.name}" ${why}`, { cause: error }));
      },
    );
  };

  const dispatch = () => {
    while (running < threads) {
      const job = requests.shift() ?? bulk.shift();
      if (!job) return;
      start(job);
    }
  };

  const submit = (
    name: string,
    input: unknown,
    owner: string,
    lane: FairQueue<Job>,
    signal?: AbortSignal,
    bounded = true,
  ) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) return reject(new PoolClosedError('the worker pool is closed'));
      if (signal?.aborted) return reject(new TaskAbortedError(`task "${name}" cancelled`));
      if (bounded && lane.size >= maxWaiting) {
        return reject(new PoolBusyError(`${maxWaiting} tasks are waiting for a worker`));
      }
      if (bounded && lane.countOf(owner) >= maxPerOwner) {
        return reject(new PoolBusyError(`${owner} has ${maxPerOwner} tasks waiting already`));
      }
      let answered = false;
      const job: Job = {
        name,
        input,
        owner,
        state: 'waiting',
        answer: (error, result) => {
          if (answered) return;
          answered = true;
          signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(result);
        },
      };
      // A waiting task leaves the queue; a running one finishes, unheard (see the header).
      const onAbort = () => {
        if (job.state === 'waiting' && lane.remove(owner, job)) job.state = 'finished';
        job.answer(new TaskAbortedError(`task "${name}" cancelled`));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      lane.push(owner, job);
      dispatch();
    });

  return {
    threads,
    run: (name, input, runOptions = {}) =>
      submit(
        name,
        input,
        runOptions.owner ?? 'anonymous',
        runOptions.batch ? bulk : requests,
        runOptions.signal,
      ) as never,
    async *mapOrdered(name, inputs) {
      const owner = `bulk:${++bulkJobs}`;
      const stop = new AbortController();
      const inFlight: Promise<unknown>[] = [];
      const add = (input: unknown) => {
        const task = submit(name, input, owner, bulk, stop.signal, false);
        task.catch(() => {}); // awaited below; an early exit must not leave it unhandled
        inFlight.push(task);
      };
      try {
        for await (const input of inputs) {
          add(input);
          if (inFlight.length > threads) yield (await inFlight.shift()) as never;
        }
        while (inFlight.length) yield (await inFlight.shift()) as never;
      } finally {
        stop.abort();
      }
    },
    warmUp: () => void (piscina ??= startPiscina()),
    stats: () => ({ threads, running, waiting: requests.size, waitingBulk: bulk.size }),
    async close() {
      closed = true;
      for (const job of [...requests.drain(), ...bulk.drain()]) {
        job.state = 'finished';
        job.answer(new PoolClosedError('the worker pool closed before the task started'));
      }
      await piscina?.close();
      piscina = null;
    },
  };
}
