import type { MessageId } from '../../i18n';

export interface NavItem {
  to: string;
  label: MessageId;
}

/** Spec part 1 §2 'Navigation bar'. */
export const alwaysLinks: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/gallery', label: 'nav.gallery' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/educators', label: 'nav.educators' },
];

export const signedInLinks: NavItem[] = [
  { to: '/account', label: 'nav.account' },
  { to: '/create', label: 'nav.create' },
  { to: '/library', label: 'nav.library' },
  { to: '/characters', label: 'nav.characters' },
  { to: '/print-book-order', label: 'nav.printBook' },
  { to: '/cart', label: 'nav.cart' },
];

/** An educator's links: the Classroom (issue 31) after the Library. */
export const withClassroom: NavItem[] = signedInLinks.flatMap((link) =>
  link.to === '/library' ? [link, { to: '/classroom', label: 'nav.classroom' }] : [link],
);

/** Sign up goes to the educator sign-up when the current path contains /educators. */
export function signUpTarget(pathname: string): string {
  return pathname.includes('/educators') ? '/signupEducators' : '/signup';
}
