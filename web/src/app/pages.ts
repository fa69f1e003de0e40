import { loadAppMessages } from '../i18n';
import type { PageLoader, PageModule } from './lazy';

/** A signed-in screen: its code and the app's words (the second part of the catalogue) together. */
function withAppWords(load: () => Promise<PageModule>): PageLoader {
  return async () => (await Promise.all([load(), loadAppMessages()]))[0];
}

/** Every page of the app, each its own lazily loaded chunk; the public pages need only the public words. */
export const pages = {
  home: () => import('../features/marketing/routes/HomePage'),
  personalizedStories: () => import('../features/marketing/routes/PersonalizedStoriesPage'),
  educators: () => import('../features/marketing/routes/EducatorsPage'),
  about: () => import('../features/marketing/routes/AboutPage'),
  contact: () => import('../features/marketing/routes/ContactPage'),
  policy: () => import('../features/marketing/routes/PolicyPage'),
  login: () => import('../features/auth/routes/LoginPage'),
  signup: () => import('../features/auth/routes/SignupPage'),
  signupEducators: () => import('../features/auth/routes/SignupEducatorsPage'),
  gallery: () => import('../features/gallery/routes/GalleryPage'),
  gallerySample: () => import('../features/gallery/routes/GallerySamplePage'),
  blog: () => import('../features/blog/routes/BlogPage'),
  blogPost: () => import('../features/blog/routes/BlogPostPage'),
  sharedBook: withAppWords(() => import('../features/share/routes/SharedBookPage')),
  newsletterConfirm: () => import('../features/newsletter/routes/NewsletterConfirmPage'),
  newsletterUnsubscribe: () => import('../features/newsletter/routes/NewsletterUnsubscribePage'),
  account: withAppWords(() => import('../features/account/routes/AccountPage')),
  create: withAppWords(() => import('../features/create/routes/CreatePage')),
  createEssential: withAppWords(() => import('../features/create/routes/CreateEssentialPage')),
  createEnhanced: withAppWords(() => import('../features/create/routes/CreateEnhancedPage')),
  library: withAppWords(() => import('../features/library/routes/LibraryPage')),
  // The readers are composed here: the reader feature with the share feature's carousel.
  characters: withAppWords(() => import('../features/characters/routes/CharactersPage')),
  classroom: withAppWords(() => import('../features/classroom/routes/ClassroomPage')),
  libraryBook: withAppWords(() => import('./routes/LibraryBookPage')),
  essentialReader: withAppWords(() => import('./routes/EssentialReaderPage')),
  enhancedReader: withAppWords(() => import('./routes/EnhancedReaderPage')),
  libraryBookEdit: withAppWords(() => import('../features/editor/routes/LibraryBookEditPage')),
  essentialEditor: withAppWords(() => import('../features/editor/routes/EssentialEditorPage')),
  enhancedEditor: withAppWords(() => import('../features/editor/routes/EnhancedEditorPage')),
  printBook: withAppWords(() => import('../features/print/routes/PrintBookPage')),
  printOrders: withAppWords(() => import('../features/print/routes/PrintOrdersPage')),
  printOrderProcessing: withAppWords(() => import('../features/print/routes/PrintOrderProcessingPage')),
  printSuccess: withAppWords(() => import('../features/print/routes/PrintSuccessPage')),
  printCancel: withAppWords(() => import('../features/print/routes/PrintCancelPage')),
  cart: withAppWords(() => import('../features/cart/routes/CartPage')),
  purchaseSuccess: withAppWords(() => import('../features/cart/routes/PurchaseSuccessPage')),
  purchaseCancel: withAppWords(() => import('../features/cart/routes/PurchaseCancelPage')),
  gift: withAppWords(() => import('../features/gift/routes/GiftPage')),
  giftThanks: withAppWords(() => import('../features/gift/routes/GiftThanksPage')),
  notFound: () => import('./routes/NotFoundPage'),
} satisfies Record<string, PageLoader>;

export type PageName = keyof typeof pages;
export type PageRegistry = Record<PageName, PageLoader>;
