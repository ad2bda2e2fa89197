// What `npm test` reports at the end. In CI every suite must run: a suite that could not run
// (no PostgreSQL, no browser) is a failure there, and only a note on a developer's machine.

/** CI=true (or any value but "false"/"0"), as set by GitHub Actions, GitLab and `.ci/run`. */
export const isCi = (env) => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** The lines of the summary and the exit code, from the failed and the not-run suites. */
export function summarise({ failures, skipped, ci }) {
  const failed = [
    ...failures,
    ...(ci ? skipped.map((name) => `could not run in CI: ${name}`) : []),
  ];
  const lines = [
    ...failed.map((name) => `FAILED: ${name}`),
    ...(ci ? [] : skipped.map((name) => `NOT RUN: ${name}`)),
  ];
  return { lines, exitCode: failed.length ? 1 : 0 };
}
