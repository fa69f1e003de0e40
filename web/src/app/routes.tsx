import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/ui/Spinner';
import { RequireAuth } from './guards/RequireAuth';
import { RequireVerifiedEmail } from './guards/RequireVerifiedEmail';
import { CHUNK_TIMEOUT_MS, lazyPage } from './lazy';
import { RootLayout } from './layouts/RootLayout';
import { pages as defaultPages, type PageName, type PageRegistry } from './pages';
import { RouteError } from './routes/RouteError';

export interface RouteOptions {
  /** Time-out for loading a page chunk (spec: 120 s). */
  chunkTimeoutMs?: number;
  /** Page loaders; tests replace single entries. */
  pages?: Partial<PageRegistry>;
}

/** Public routes: spec part 1 §2 route table. */
const publicRoutes: Array<[path: string, page: PageName]> = [
  ['/personalized-stories', 'personalizedStories'],
  ['/educators', 'educators'],
  ['/about', 'about'],
  ['/about-us', 'about'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/signupEducators', 'signupEducators'],
  ['/contact', 'contact'],
  ['/gallery', 'gallery'],
  ['/gallery/:slug', 'gallerySample'],
  ['/blog', 'blog'],
  ['/blog/:slug', 'blogPost'],
  ['/policy', 'policy'],
  // A book shared by its link (issue 29): read without an account.
  ['/s/:token', 'sharedBook'],
  ['/newsletter/confirm', 'newsletterConfirm'],
  ['/newsletter/unsubscribe', 'newsletterUnsubscribe'],
];

/** /pricing leads to the home page's pricing section (firebase.json redirects it too). */
export const PRICING_PATH = '/pricing';
export const PRICING_TARGET = '/?section=pricing';

/** Guarded routes (signed-in only): spec part 1 §2 and part 2 §2. */
const guardedRoutes: Array<[path: string, page: PageName]> = [
  ['/account', 'account'],
  ['/create', 'create'],
  ['/createessential', 'createEssential'],
  ['/createenhanced', 'createEnhanced'],
  ['/library', 'library'],
  ['/characters', 'characters'],
  ['/classroom', 'classroom'],
  // A class's own page (issue 47): it survives a reload.
  ['/classroom/:classId', 'classroom'],
  ['/library/:slug', 'libraryBook'],
  ['/library/:slug/edit', 'libraryBookEdit'],
  ['/library/essential/:slug', 'essentialReader'],
  ['/library/enhanced/:slug', 'enhancedReader'],
  ['/library/essential/:slug/edit', 'essentialEditor'],
  ['/library/enhanced/:slug/edit', 'enhancedEditor'],
  ['/print-book', 'printBook'],
  ['/print-book-order', 'printOrders'],
  ['/print-book-order/:slug', 'printOrderProcessing'],
  ['/cart', 'cart'],
  ['/success', 'purchaseSuccess'],
  ['/cancel', 'purchaseCancel'],
  ['/gift', 'gift'],
  ['/gift/thanks', 'giftThanks'],
  ['/print-success', 'printSuccess'],
  ['/print-cancel', 'printCancel'],
];

/** Guarded routes that also need a verified email (spec part 1 §4 and §6: create and cart). */
export const VERIFIED_ONLY_PATHS = ['/create', '/createessential', '/createenhanced', '/cart', '/gift'];
const needsVerifiedEmail = ([path]: [string, PageName]) => VERIFIED_ONLY_PATHS.includes(path);

export const PUBLIC_PATHS = ['/', ...publicRoutes.map(([path]) => path)];
export const GUARDED_PATHS = guardedRoutes.map(([path]) => path);

export function createRoutes({
  chunkTimeoutMs = CHUNK_TIMEOUT_MS,
  pages: overrides = {},
}: RouteOptions = {}): RouteObject[] {
  const pages: PageRegistry = { ...defaultPages, ...overrides };
  const route = ([path, page]: [string, PageName]): RouteObject => ({
    path,
    lazy: lazyPage(pages[page], chunkTimeoutMs),
  });

  return [
    {
      // The shell (navigation bar, footer) stays on screen for page errors and while the first
      // page chunk loads; only an error in the shell itself replaces everything.
      element: <RootLayout />,
      errorElement: <RouteError fullPage />,
      children: [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <LoadingState />,
          children: [
            { index: true, lazy: lazyPage(pages.home, chunkTimeoutMs) },
            ...publicRoutes.map(route),
            // People guess /pricing (issue 47): the prices are the home page's pricing section.
            { path: PRICING_PATH, element: <Navigate to={PRICING_TARGET} replace /> },
            {
              element: <RequireAuth />,
              children: [
                ...guardedRoutes.filter((entry) => !needsVerifiedEmail(entry)).map(route),
                {
                  element: <RequireVerifiedEmail />,
                  children: guardedRoutes.filter(needsVerifiedEmail).map(route),
                },
              ],
            },
            { path: '*', lazy: lazyPage(pages.notFound, chunkTimeoutMs) },
          ],
        },
      ],
    },
  ];
}
