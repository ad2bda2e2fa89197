// Node entry of @safeshelf/engine: loads Knowledge from the catalogue directory.
import { createEngine, type Engine } from '../engine';
import { defaultCatalogDir, loadKnowledge } from './load-knowledge';

export { defaultCatalogDir, loadKnowledge };

/** Build the engine once at start-up (≈ 0.5 s) and reuse it for every request. */
export function createEngineFromDir(catalogDir: string = defaultCatalogDir()): Engine {
  return createEngine(loadKnowledge(catalogDir));
}
