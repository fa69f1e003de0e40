import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { resolveLazyRoutes } from './app/resolveLazyRoutes';
import { createRoutes } from './app/routes';
import { trackFocus } from './components/ui/focusReturn';
import {
  activateLocale,
  keepLocale,
  localeBasename,
  pickLocale,
  splitLocalePath,
  storedLocale,
} from './i18n';
import { startGoogleAnalytics } from './lib/googleAnalytics';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

startGoogleAnalytics();
trackFocus();

// Public pages arrive prerendered (build/prerender.ts) and are hydrated; the others (app.html)
// are rendered here.
async function start(container: HTMLElement) {
  // An address under a language (/es/gallery) shows that language and is remembered; elsewhere
  // the visitor's earlier choice or their browser's languages decide.
  const inAddress = splitLocalePath(window.location.pathname);
  if (inAddress.locale) keepLocale(inAddress.locale);
  const locale = inAddress.locale ?? pickLocale(storedLocale(), navigator.languages);
  await activateLocale(locale);
  const routes = createRoutes();
  // Each page is prerendered in its address's language (English at the root): a visitor who
  // reads another language at the root gets the page drawn afresh instead.
  const prerendered = container.hasChildNodes() && locale === (inAddress.locale ?? 'en');
  if (prerendered) await resolveLazyRoutes(routes, inAddress.path);
  const basename = localeBasename(inAddress.locale);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes, { basename })} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
