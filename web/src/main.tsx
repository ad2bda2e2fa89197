import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/setup';
import './index.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// A transition lets React render the first page in small slices instead of one long task, so the
// main thread stays responsive while the home page builds (Lighthouse TBT).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
