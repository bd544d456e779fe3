import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/connectivity/service-worker/register-service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A transition lets React render the app in slices, so start-up never blocks input for long.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
