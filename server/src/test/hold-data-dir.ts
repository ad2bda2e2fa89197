import { lockDataDir } from '../db/data-dir-lock.js';

// A second live process for the lock tests: takes the data directory's lock, says so, and waits
// to be killed (never releasing it itself).
lockDataDir(process.argv[2]!);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
