import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/Icon';
import { SproutMark } from '../../components/ui/Logo';
import { SOCIAL_LINKS, type SocialNetwork } from '../../content/site';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { LanguageSwitcher, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { AnalyticsChoice } from './AnalyticsChoice';
import { HeadedSection } from '../../components/ui/HeadedSection';
import { MailUsText } from '../../components/MailUs';

/** The icon that stands for each network (the link's label names it). */
const SOCIAL_ICONS: Record<SocialNetwork, IconName> = {
  Instagram: 'instagram',
  Facebook: 'facebook',
  Pinterest: 'pinterest',
};

/** A column of the footer under its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="flex flex-col gap-3"
      headingClassName="text-xl text-paper"
    >
      {children}
    </HeadedSection>
  );
}

/** Footer (spec part 1 §2 Home 7): contact, newsletter, social links, tagline, policy. */
export function Footer() {
  const { user } = useAuth();
  const t = useT();
  return (
    <footer className="on-dark mt-auto bg-leaf text-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about" className="flex flex-col gap-3">
          <h2 id="footer-about" className="flex items-center gap-2 text-2xl text-paper">
            <SproutMark />
            StorySprout
          </h2>
          <p className="font-heading text-lg">{t('site.tagline')}</p>
          <p>
            <Link to="/gift" className="font-bold text-paper underline underline-offset-4">
              {t('footer.gift')}
            </Link>
          </p>
          <p>
            <MailUsText
              id="footer.contact"
              linkClassName="font-bold text-paper underline underline-offset-4"
            />
          </p>
        </section>

        <FooterColumn id="footer-newsletter" title={t('footer.newsTitle')}>
          <p>{t('footer.newsLead')}</p>
          <NewsletterForm />
        </FooterColumn>

        <FooterColumn id="footer-follow" title={t('footer.follow')}>
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social', { network: link.name })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-paper/10 text-paper hover:bg-paper/20"
                >
                  <Icon name={SOCIAL_ICONS[link.name]} className="size-6" />
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <div className="border-t border-paper/20">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-5 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher tone="dark" />
          <AnalyticsChoice />
          {user && (
            <Link to="/account?section=delete" className="font-heading font-semibold text-paper underline">
              {t('footer.deleteAccount')}
            </Link>
          )}
          <Link
            to="/policy"
            className="inline-flex min-h-9 items-center rounded-full border-2 border-paper/60 px-4 font-heading font-semibold text-paper no-underline hover:bg-paper/10"
          >
            {t('footer.policy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
