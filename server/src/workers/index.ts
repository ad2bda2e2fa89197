// The worker pool's public entry (decision 140): one pool per process, shared by every module.
export {
  createWorkerPool,
  PoolBusyError,
  PoolClosedError,
  TaskAbortedError,
  WorkerTaskError,
} from './pool.js';
export type {
  DietTasks,
  RunOptions,
  TaskInput,
  TaskName,
  TaskResult,
  WorkerPool,
  WorkerPoolOptions,
} from './pool.js';
