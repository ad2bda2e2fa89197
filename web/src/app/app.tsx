import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ScrollRestoration } from './scroll-restoration';

// The service worker and its "new version – reload" prompt load once the first page has loaded
// and the browser is idle, so installing the app never delays the first screen (issue 32).
const UpdatePrompt = lazy(() =>
  import('#web/features/offline/components/update-prompt.tsx').then((module) => ({
    default: module.UpdatePrompt,
  })),
);

/** True once the first page has loaded and the browser is idle (the first screen comes first). */
function useSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const onLoad = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setSettled(true), { timeout: 3000 })
        : window.setTimeout(() => setSettled(true), 1000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return settled;
}

// Declarative routing: React Router's data APIs (loaders, actions) are not used, and leaving them
// out keeps about 17 kB gzipped off every page (docs/decisions/033-declarative-routing.md).
export function App() {
  const settled = useSettled();
  return (
    <BrowserRouter>
      <ScrollRestoration />
      <AppRoutes />
      {settled && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </BrowserRouter>
  );
}
