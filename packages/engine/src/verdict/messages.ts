import type { Lang } from '../types';
import type { MessageParams, MessageTable } from './message-types';
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

export function renderMessage(code: string, lang: Lang, params: Partial<MessageParams>): string {
  const message = MESSAGES[code];
  if (!message) return code;
  return message[lang]({
    t: params.t ?? '',
    n: params.n ?? '',
    g: params.g ?? '',
    d: params.d ?? '',
  });
}
