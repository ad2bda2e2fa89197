import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Scroll position of each history entry seen in this tab, by location key.
const positions = new Map<string, number>();

/**
 * Back and forward return to where the user was on that page; following a link starts at the top
 * (or at its #anchor, which the page scrolls to). Replacing the URL (search state, hash cleanup)
 * leaves the scroll position alone.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Layout effects run before the browser dispatches the scroll event a shorter next page causes,
  // so a page's position is never overwritten by its successor's.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // Instant, not the page's smooth scrolling (kept for #anchors): a new page should not glide.
  useLayoutEffect(() => {
    const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (navigationType === 'POP') jump(positions.get(key) ?? 0);
    else if (navigationType === 'PUSH' && !hash) jump(0);
  }, [key, hash, navigationType]);

  return null;
}
