import { useSyncExternalStore } from 'react';

/**
 * Whom the portal judges products for (issue 33): the user (`me`), one household person (their
 * id) or `everyone`. One choice for search, product page, barcode and label scan; kept in this
 * browser until logout (which clears local storage), documented in the cookie policy.
 */
export type JudgedFor = 'me' | 'everyone' | `${number}`;

const KEY = 'judgedFor';
const EVENT = 'safeshelf:judged-for';

const valid = (value: string | null): value is JudgedFor =>
  value !== null && /^(me|everyone|[1-9]\d{0,9})$/.test(value);

export function readJudgedFor(): JudgedFor {
  const stored = localStorage.getItem(KEY);
  return valid(stored) ? stored : 'me';
}

export function setJudgedFor(value: JudgedFor) {
  if (value === 'me') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  // Another tab, or the logout clearing storage.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The current choice; components re-render when it changes (here or in another tab). */
export const useJudgedFor = (): JudgedFor =>
  useSyncExternalStore(subscribe, readJudgedFor, () => 'me');

/** The `for` query parameter, left out for `me` (the API's default), so URLs stay as they were. */
export function withJudgedFor(params: URLSearchParams, judgedFor: JudgedFor) {
  if (judgedFor !== 'me') params.set('for', judgedFor);
  return params;
}
