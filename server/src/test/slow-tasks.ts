// The real worker tasks, each made `slowMs` slower (workerData): a stand-in for a text that takes
// long to judge, so tests of queueing and fairness do not depend on how fast the parser is.
import { workerData } from 'piscina';
import * as tasks from '../workers/tasks.js';

const { slowMs } = workerData as { slowMs: number };
const slow =
  <I, O>(task: (input: I) => O) =>
  (input: I): O => {
    const until = Date.now() + slowMs;
    while (Date.now() < until);
    return task(input);
  };

export const judge = slow(tasks.judge);
export const judgeBatch = slow(tasks.judgeBatch);
