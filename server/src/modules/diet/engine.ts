import type { Engine } from '@safeshelf/engine';
import { createEngineFromDir } from '@safeshelf/engine/node';

const engines = new Map<string, Engine>();

/** The diet engine for a catalogue directory, built on first use (it takes some hundreds of ms) and kept. */
export function getEngine(catalogDir: string): Engine {
  let engine = engines.get(catalogDir);
  if (!engine) {
    engine = createEngineFromDir(catalogDir);
    engines.set(catalogDir, engine);
  }
  return engine;
}
