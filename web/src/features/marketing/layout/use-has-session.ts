import { useSyncExternalStore } from 'react';
import { hasSession, LOGGED_OUT_EVENT } from '#web/lib/auth-tokens.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOGGED_OUT_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOGGED_OUT_EVENT, onChange);
  };
}

/** Whether this browser holds a session (an access or refresh token), kept current across tabs. */
export function useHasSession() {
  return useSyncExternalStore(subscribe, hasSession, () => false);
}
