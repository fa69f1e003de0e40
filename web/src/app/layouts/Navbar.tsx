import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Dialog } from '../../components/ui/Dialog';
import { SproutMark } from '../../components/ui/Logo';
import { cn } from '../../components/ui/cn';
import { useAuth } from '../../lib/auth';
import { NavItems } from './NavItems';

const MENU_ID = 'mobile-menu';

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The navigation bar (spec part 1 §2); small screens get a slide-in menu with the same links. */
export function Navbar() {
  const { user } = useAuth();
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);
  // Signed in there are ten links, so the full bar needs a wider screen.
  const wide = user ? 'xl' : 'lg';

  return (
    <header className="border-b border-ink/10 bg-paper">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-full font-heading text-2xl font-semibold text-leaf no-underline"
        >
          <SproutMark />
          StorySprout
        </Link>

        <nav aria-label="Main" className={cn('hidden items-center', wide === 'xl' ? 'xl:flex' : 'lg:flex')}>
          <NavItems layout="row" />
        </nav>

        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sprout-deep px-4 font-heading font-semibold text-leaf hover:bg-sprout-soft',
            wide === 'xl' ? 'xl:hidden' : 'lg:hidden',
          )}
        >
          <MenuIcon />
          Menu
        </button>
      </div>

      <Dialog
        id={MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        title="Menu"
        placement="right"
        headerAction={
          <button
            type="button"
            onClick={closeMenu}
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-leaf hover:bg-sprout-soft"
          >
            <CloseIcon />
          </button>
        }
      >
        <nav aria-label="Site" className="flex flex-col overflow-y-auto">
          <NavItems layout="column" onNavigate={closeMenu} />
        </nav>
      </Dialog>
    </header>
  );
}
