import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { loadPublicConfig } from './app/public-config';
import { createAppRouter, loadPageBrand } from './app/router';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The brand host map is fetched once (index.html preloads it) before the router is built, so
// the first paint already shows the right brand; it falls back to the defaults if it fails.
void loadPublicConfig().then(async (config) => {
  // Only the page's brand is loaded before the first paint; the server preloads its file.
  await loadPageBrand(config);
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={createAppRouter(config)} />
    </AppProviders>,
  );
});
