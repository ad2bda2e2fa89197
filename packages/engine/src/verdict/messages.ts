import type { Lang } from '../types';
import type { Message, MessageParams, MessageTable } from './message-types';
import { LACTOSE_MESSAGES } from './messages-lactose';
import { GLUTEN_MESSAGES } from './messages-gluten';
import { CHEESE_MESSAGES } from './messages-cheese';
import { OTHER_MESSAGES } from './messages-other';
import { IDENTITY_MESSAGES } from './messages-identity';

const NO_PARAMS: MessageParams = { t: '', n: '', g: '', d: '' };

export const MESSAGES: MessageTable = {
  ...LACTOSE_MESSAGES,
  ...CHEESE_MESSAGES,
  ...GLUTEN_MESSAGES,
  ...OTHER_MESSAGES,
  ...IDENTITY_MESSAGES,
};

/** Every reason code the engine can emit (the server/web may list them). */
export const REASON_CODES: readonly string[] = Object.keys(MESSAGES).filter(
  (c) => !c.endsWith('_plain'),
);

/** A message as the judge renders it: its text when it takes no parameter, made once. */
interface Rendered {
  message: Message;
  fixed: Record<Lang, string> | undefined;
}

/**
 * The same table as a Map: the merged object has too many keys to stay a fast object, and codes
 * built from parts ("fodmap.unreadable") are looked up without being interned first. A message
 * without parameters ("No ingredient with lactose in the ingredient list.") is the same text for
 * every product: it is rendered here once, not once per verdict (most verdicts show a few).
 */
const BY_CODE = new Map<string, Rendered>(
  Object.entries(MESSAGES).map(([code, message]): [string, Rendered] => [
    code,
    {
      message,
      fixed:
        message.en.length === 0 && message.de.length === 0 && message.fr.length === 0
          ? { en: message.en(NO_PARAMS), de: message.de(NO_PARAMS), fr: message.fr(NO_PARAMS) }
          : undefined,
    },
  ]),
);

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
  const rendered = BY_CODE.get(code);
  if (rendered === undefined) return code;
  return rendered.fixed === undefined ? rendered.message[lang](params) : rendered.fixed[lang];
}
