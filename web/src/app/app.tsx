import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ScrollRestoration } from './scroll-restoration';

// The service worker and its "new version – reload" prompt load once the first page has loaded,
// so installing the app never delays the first screen (issue 32).
const UpdatePrompt = lazy(() =>
  import('#web/features/offline/components/update-prompt.tsx').then((module) => ({
    default: module.UpdatePrompt,
  })),
);

function useLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

// Declarative routing: React Router's data APIs (loaders, actions) are not used, and leaving them
// out keeps about 17 kB gzipped off every page (docs/decisions/033-declarative-routing.md).
export function App() {
  const loaded = useLoaded();
  return (
    <BrowserRouter>
      <ScrollRestoration />
      <AppRoutes />
      {loaded && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </BrowserRouter>
  );
}
