import type { Diet } from '#server/modules/diet/index.js';
import { encode } from './compressed.js';

export interface KnowledgeFile {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const files = new Map<string, Promise<KnowledgeFile>>();

/**
 * The engine's knowledge (app.diet: the JSON the server's engine is built from, 2.3 MB) compressed
 * for the phone (0.32 MB Brotli), once per engine fingerprint, off the event loop (decision 191).
 */
export function knowledgeFile(diet: Diet): Promise<KnowledgeFile> {
  const key = diet.engineFingerprint();
  let file = files.get(key);
  if (!file) {
    file = (async () => {
      const json = diet.knowledgeJson();
      const [br, gz] = await Promise.all([encode(json, 'br', 9), encode(json, 'gzip')]);
      return { json, br, gzip: gz };
    })();
    files.clear();
    files.set(key, file);
    file.catch(() => files.delete(key));
  }
  return file;
}
