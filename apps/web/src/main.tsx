import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './styles/global.css';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The start-up loader fades out once the first screen is mounted.
const loader = document.getElementById('app-loader');
if (loader) {
  loader.classList.add('app-loader--hide');
  setTimeout(() => loader.remove(), 400);
}
