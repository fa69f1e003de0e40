import { PageHeader } from '../../../components/ui/PageHeader';
import { POLICY_LAST_UPDATED, POLICY_SECTIONS } from '../../../content/policy';
import { useFormat, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { WriteToUs } from '../components/WriteToUs';

export default function PolicyPage() {
  const t = useT();
  const format = useFormat();
  usePageMeta(t('policy.title'));
  return (
    <article className="pb-16">
      <PageHeader
        title={t('policy.title')}
        lead={t('policy.updated', { date: format.date(POLICY_LAST_UPDATED, 'medium') })}
      />
      <div className="mx-auto flex max-w-2xl flex-col gap-8 px-5">
        {POLICY_SECTIONS.map((section) => (
          <section key={section.title} className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">{t(section.title)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
          </section>
        ))}
        <section className="flex flex-col gap-3">
          <h2 className="text-2xl font-semibold">{t('policy.contact')}</h2>
          <WriteToUs />
        </section>
      </div>
    </article>
  );
}
