import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/Icon';
import { SproutMark } from '../../components/ui/Logo';
import { CONTACT_EMAIL, SOCIAL_LINKS, TAGLINE, type SocialNetwork } from '../../content/site';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { useAuth } from '../../lib/auth';
import { AnalyticsChoice } from './AnalyticsChoice';

/** The icon that stands for each network (the link's label names it). */
const SOCIAL_ICONS: Record<SocialNetwork, IconName> = {
  Instagram: 'instagram',
  Facebook: 'facebook',
  Pinterest: 'pinterest',
};

/** Footer (spec part 1 §2 Home 7): contact, newsletter, social links, tagline, policy. */
export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="on-dark mt-auto bg-leaf text-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about" className="flex flex-col gap-3">
          <h2 id="footer-about" className="flex items-center gap-2 text-2xl text-paper">
            <SproutMark />
            StorySprout
          </h2>
          <p className="font-heading text-lg">{TAGLINE}</p>
          <p>
            <Link to="/gift" className="font-bold text-paper underline underline-offset-4">
              Give a story as a gift
            </Link>
          </p>
          <p>
            Questions or ideas? Write to us at{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-bold text-paper underline underline-offset-4">
              {CONTACT_EMAIL}
            </a>
          </p>
        </section>

        <section aria-labelledby="footer-newsletter" className="flex flex-col gap-3">
          <h2 id="footer-newsletter" className="text-xl text-paper">
            Bedtime news, now and then
          </h2>
          <p>New story ideas, tips for little readers and family offers.</p>
          <NewsletterForm />
        </section>

        <section aria-labelledby="footer-follow" className="flex flex-col gap-3">
          <h2 id="footer-follow" className="text-xl text-paper">
            Follow along
          </h2>
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`StorySprout on ${link.name} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-paper/10 text-paper hover:bg-paper/20"
                >
                  <Icon name={SOCIAL_ICONS[link.name]} className="size-6" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-paper/20">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-5 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} StorySprout. Your stories stay yours.</p>
          <AnalyticsChoice />
          {user && (
            <Link to="/account?section=delete" className="font-heading font-semibold text-paper underline">
              Delete my account
            </Link>
          )}
          <Link
            to="/policy"
            className="inline-flex min-h-9 items-center rounded-full border-2 border-paper/60 px-4 font-heading font-semibold text-paper no-underline hover:bg-paper/10"
          >
            Terms of Use &amp; Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
