import type { Lang } from '../types';
import type { Message, MessageParams, MessageTable } from './message-types';
import { LACTOSE_MESSAGES } from './messages-lactose';
import { GLUTEN_MESSAGES } from './messages-gluten';
import { CHEESE_MESSAGES } from './messages-cheese';
import { OTHER_MESSAGES } from './messages-other';

export const MESSAGES: MessageTable = {
  ...LACTOSE_MESSAGES,
  ...CHEESE_MESSAGES,
  ...GLUTEN_MESSAGES,
  ...OTHER_MESSAGES,
};

/** Every reason code the engine can emit (the server/web may list them). */
export const REASON_CODES: readonly string[] = Object.keys(MESSAGES).filter(
  (c) => !c.endsWith('_plain'),
);

/**
 * The same table as a Map: the merged object has too many keys to stay a fast object, and codes
 * built from parts ("fodmap.unreadable") are looked up without being interned first.
 */
const BY_CODE = new Map<string, Message>(Object.entries(MESSAGES));

export function renderMessage(code: string, lang: Lang, params: Partial<MessageParams>): string {
  return renderWith(code, lang, {
    t: params.t ?? '',
    n: params.n ?? '',
    g: params.g ?? '',
    d: params.d ?? '',
  });
}

/** renderMessage with every parameter given (the judge's hot path: no second object made). */
export function renderWith(code: string, lang: Lang, params: MessageParams): string {
  const message = BY_CODE.get(code);
  return message ? message[lang](params) : code;
}
