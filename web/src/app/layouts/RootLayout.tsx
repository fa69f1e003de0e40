import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ToastProvider } from '../../components/ui/Toast';
import { useAccountLanguage, useT } from '../../i18n';
import { track } from '../../lib/analytics';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** A thin bar while the next page's code loads; announced once for screen readers. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return (
    <div role="status" className="relative h-1">
      {busy && (
        <>
          <span className="absolute inset-0 bg-sunrise motion-safe:animate-pulse" aria-hidden="true" />
          <span className="sr-only">{t('app.loadingPage')}</span>
        </>
      )}
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useAccountLanguage();
  const t = useT();

  // Spec part 1 §2: a route change scrolls the page to the top, and counts as a page view.
  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_view', { page_path: pathname, page_location: window.location.href });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-bold text-paper focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar />
      <NavigationProgress />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Toasts (spec part 2 §2) outlive page changes: a build error still shows in the Library. */}
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </main>
      <Footer />
    </div>
  );
}
