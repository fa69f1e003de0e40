export interface NavItem {
  to: string;
  label: string;
}

/** Spec part 1 §2 'Navigation bar'. */
export const alwaysLinks: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about-us', label: 'About Us' },
  { to: '/blog', label: 'Blog' },
  { to: '/educators', label: 'For Educators' },
];

export const signedInLinks: NavItem[] = [
  { to: '/account', label: 'Account' },
  { to: '/create', label: 'Create' },
  { to: '/library', label: 'Library' },
  { to: '/characters', label: 'Characters' },
  { to: '/print-book-order', label: 'Print-Book' },
  { to: '/cart', label: 'Cart' },
];

/** An educator's links: the Classroom (issue 31) after the Library. */
export const withClassroom: NavItem[] = signedInLinks.flatMap((link) =>
  link.to === '/library' ? [link, { to: '/classroom', label: 'Classroom' }] : [link],
);

/** Sign up goes to the educator sign-up when the current path contains /educators. */
export function signUpTarget(pathname: string): string {
  return pathname.includes('/educators') ? '/signupEducators' : '/signup';
}
