import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Dialog } from '../../components/ui/Dialog';
import { Icon } from '../../components/ui/Icon';
import { SproutMark } from '../../components/ui/Logo';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { NavItems } from './NavItems';

const MENU_ID = 'mobile-menu';

/** The navigation bar (spec part 1 §2); small screens get a slide-in menu with the same links. */
export function Navbar() {
  const { user } = useAuth();
  const t = useT();
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);
  // Signed in there are eleven or twelve links and Log out: the full bar, tighter below 1536 px,
  // needs 1280 px; below it the menu button holds them (issue 47; e2e/navigation.e2e.ts measures
  // every item at 320-1440 px).
  const signedIn = Boolean(user);

  return (
    <header className="border-b border-ink/10 bg-paper">
      <div
        className={cn(
          'mx-auto flex items-center justify-between gap-4 px-4 py-3 sm:px-6',
          signedIn ? 'max-w-[96rem]' : 'max-w-7xl',
        )}
      >
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-full font-heading text-2xl font-semibold whitespace-nowrap text-leaf no-underline"
        >
          <SproutMark />
          StorySprout
        </Link>

        <nav
          aria-label={t('nav.main')}
          className={cn('hidden min-w-0 items-center', signedIn ? 'xl:flex' : 'lg:flex')}
        >
          <NavItems layout="row" />
        </nav>

        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border-2 border-sprout-deep px-4 font-heading font-semibold whitespace-nowrap text-leaf hover:bg-sprout-soft',
            signedIn ? 'xl:hidden' : 'lg:hidden',
          )}
        >
          <Icon name="menu" className="size-6" />
          {t('nav.menu')}
        </button>
      </div>

      <Dialog
        id={MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        title={t('nav.menu')}
        placement="right"
        headerAction={
          <button
            type="button"
            onClick={closeMenu}
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-11 items-center justify-center rounded-full text-leaf hover:bg-sprout-soft"
          >
            <Icon name="close" className="size-6" />
          </button>
        }
      >
        <nav aria-label={t('nav.site')} className="flex min-h-0 flex-col overflow-y-auto">
          <NavItems layout="column" onNavigate={closeMenu} />
        </nav>
      </Dialog>
    </header>
  );
}
