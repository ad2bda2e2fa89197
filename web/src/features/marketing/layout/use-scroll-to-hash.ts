import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A URL hash scrolls smoothly to its anchor; 500 ms later the hash is cleared from the address. */
export function useScrollToHash() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash || hash === '#main') return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const timer = window.setTimeout(() => navigate({ pathname, search }, { replace: true }), 500);
    return () => window.clearTimeout(timer);
  }, [hash, pathname, search, navigate]);
}
