import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';
import { STARTUP_LOADER_MAX_MS, hideStartupLoader } from './app/startup-loader';
import './styles/global.css';

const router = createAppRouter();
startApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The layout hides the start-up loader when the first screen mounts; this is the backstop.
setTimeout(hideStartupLoader, STARTUP_LOADER_MAX_MS);
