import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { resolveLazyRoutes } from './app/resolveLazyRoutes';
import { createRoutes } from './app/routes';
import { trackFocus } from './components/ui/focusReturn';
import { activateLocale, pickLocale, storedLocale } from './i18n';
import { startGoogleAnalytics } from './lib/googleAnalytics';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

startGoogleAnalytics();
trackFocus();

// Public pages arrive prerendered (build/prerender.ts) and are hydrated; the others (app.html)
// are rendered here.
async function start(container: HTMLElement) {
  const locale = pickLocale(storedLocale(), navigator.languages);
  await activateLocale(locale);
  const routes = createRoutes();
  // Pages are prerendered in English: in another language the page is drawn afresh instead.
  const prerendered = container.hasChildNodes() && locale === 'en';
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
