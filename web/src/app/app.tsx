import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ScrollRestoration } from './scroll-restoration';

// Declarative routing: React Router's data APIs (loaders, actions) are not used, and leaving them
// out keeps about 17 kB gzipped off every page (docs/decisions/033-declarative-routing.md).
export function App() {
  return (
    <BrowserRouter>
      <ScrollRestoration />
      <AppRoutes />
    </BrowserRouter>
  );
}
