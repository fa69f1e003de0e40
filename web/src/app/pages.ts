import type { PageLoader } from './lazy';

/** Every page of the app, each its own lazily loaded chunk. */
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
  sharedBook: () => import('../features/share/routes/SharedBookPage'),
  newsletterConfirm: () => import('../features/newsletter/routes/NewsletterConfirmPage'),
  newsletterUnsubscribe: () => import('../features/newsletter/routes/NewsletterUnsubscribePage'),
  account: () => import('../features/account/routes/AccountPage'),
  create: () => import('../features/create/routes/CreatePage'),
  createEssential: () => import('../features/create/routes/CreateEssentialPage'),
  createEnhanced: () => import('../features/create/routes/CreateEnhancedPage'),
  library: () => import('../features/library/routes/LibraryPage'),
  // The readers are composed here: the reader feature with the share feature's carousel.
  characters: () => import('../features/characters/routes/CharactersPage'),
  classroom: () => import('../features/classroom/routes/ClassroomPage'),
  libraryBook: () => import('./routes/LibraryBookPage'),
  essentialReader: () => import('./routes/EssentialReaderPage'),
  enhancedReader: () => import('./routes/EnhancedReaderPage'),
  libraryBookEdit: () => import('../features/editor/routes/LibraryBookEditPage'),
  essentialEditor: () => import('../features/editor/routes/EssentialEditorPage'),
  enhancedEditor: () => import('../features/editor/routes/EnhancedEditorPage'),
  printBook: () => import('../features/print/routes/PrintBookPage'),
  printOrders: () => import('../features/print/routes/PrintOrdersPage'),
  printOrderProcessing: () => import('../features/print/routes/PrintOrderProcessingPage'),
  printSuccess: () => import('../features/print/routes/PrintSuccessPage'),
  printCancel: () => import('../features/print/routes/PrintCancelPage'),
  cart: () => import('../features/cart/routes/CartPage'),
  purchaseSuccess: () => import('../features/cart/routes/PurchaseSuccessPage'),
  purchaseCancel: () => import('../features/cart/routes/PurchaseCancelPage'),
  gift: () => import('../features/gift/routes/GiftPage'),
  giftThanks: () => import('../features/gift/routes/GiftThanksPage'),
  notFound: () => import('./routes/NotFoundPage'),
} satisfies Record<string, PageLoader>;

export type PageName = keyof typeof pages;
export type PageRegistry = Record<PageName, PageLoader>;
