import { endpoints } from '@safeshelf/contract/paths';

/** Cache Storage names shared by the service worker (web/pwa.ts) and the app. */
export const OCR_CACHE = 'safeshelf-ocr';
export const KNOWLEDGE_CACHE = 'safeshelf-diet-knowledge';
/** Where the diet engine's knowledge lives, by engine fingerprint (versioned, immutable). */
export const KNOWLEDGE_PATH_PREFIX = endpoints.getDietKnowledge.path.replace(':fingerprint', '');
