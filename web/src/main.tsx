import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { trackFocus } from './components/ui/focusReturn';
import { startGoogleAnalytics } from './lib/googleAnalytics';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

startGoogleAnalytics();
trackFocus();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
