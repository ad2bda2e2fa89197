import { reloadPage } from './reload-page';

/**
 * After a deploy the previous build's chunks are gone: a page still running the old build fails to
 * import its next page, or the texts of it (i18n/setup.ts `loadNamespaces`, whose error keeps the
 * import's as its cause). Browsers word that differently; Vite adds its own for CSS preloads.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Could not load the texts of/i;

export function isChunkLoadError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (CHUNK_FAILURE.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

const RELOADED_AT = 'chunk-reload-at';
/** A reload that fails again this soon is not a deploy the reload can cure: then the page stays. */
const AGAIN_AFTER_MS = 30_000;

/** Whether a chunk failure may still reload the page: not when it reloaded for one a moment ago. */
export function mayReloadForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    return !(last && now - last < AGAIN_AFTER_MS);
  } catch {
    return false; // storage refused: a reload loop could not be stopped
  }
}

/** Reloads the page once for a chunk that failed to load, so the new build is fetched. */
export function reloadOnceForChunk(now = Date.now()) {
  if (!mayReloadForChunk(now)) return;
  sessionStorage.setItem(RELOADED_AT, String(now));
  reloadPage();
}
