// fs-native-extensions 1.5 ships no types; these are the two calls the data-directory lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on the whole file; false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
