import { NavLink, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { LanguageSwitcher, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { alwaysLinks, signedInLinks, signUpTarget, withClassroom } from './navLinks';
import { useIsEducator } from './useIsEducator';
import { useLogout } from './useLogout';

/** The links and session controls of the navigation bar, in a row or (menu) a column. */
export function NavItems({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const logout = useLogout();
  const educator = useIsEducator(user);
  const links = user ? [...alwaysLinks, ...(educator ? withClassroom : signedInLinks)] : alwaysLinks;
  const column = layout === 'column';
  const t = useT();

  return (
    <>
      <ul className={cn('flex', column ? 'flex-col gap-1' : 'items-center gap-0.5')}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-full font-bold whitespace-nowrap text-ink no-underline transition-colors hover:bg-sprout-soft hover:text-leaf',
                  column
                    ? 'px-4 py-3 text-lg'
                    : // Signed in, twelve links share the bar: tighter until the screen is wide.
                      user
                      ? 'px-2 py-2 text-sm 2xl:px-3 2xl:text-[0.95rem]'
                      : 'px-3 py-2 text-[0.95rem]',
                  isActive && 'bg-sprout-soft text-leaf',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {!loading && (
        <div
          className={cn(
            'flex gap-2',
            column ? 'mt-4 flex-col border-t border-ink/10 pt-4' : 'ml-2 items-center',
          )}
        >
          <LanguageSwitcher compact={!column} />
          {user ? (
            <Button
              variant="secondary"
              size={column ? 'md' : 'sm'}
              className="whitespace-nowrap"
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              {t('nav.logOut')}
            </Button>
          ) : (
            <>
              <NavLink
                to="/login"
                onClick={onNavigate}
                className={cn(
                  'rounded-full font-bold whitespace-nowrap text-leaf underline-offset-4 hover:underline',
                  column ? 'px-4 py-3 text-lg' : 'px-3 py-2',
                )}
              >
                {t('nav.logIn')}
              </NavLink>
              <ButtonLink
                to={signUpTarget(pathname)}
                size={column ? 'md' : 'sm'}
                className="whitespace-nowrap"
                onClick={onNavigate}
              >
                {t('nav.signUp')}
              </ButtonLink>
            </>
          )}
        </div>
      )}
    </>
  );
}
