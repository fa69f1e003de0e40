import { SimplePage } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL } from '../../../content/site';
import { T, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { WriteToUs } from '../components/WriteToUs';

const classroomMail = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Classroom Plans Inquiry')}`;

export default function ContactPage() {
  const t = useT();
  usePageMeta(t('contact.title'), t('contact.metaDescription'));
  return (
    <SimplePage title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <section
          aria-labelledby="contact-general"
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <h2 id="contact-general" className="text-2xl font-semibold">
            {t('contact.general')}
          </h2>
          <WriteToUs className="mt-2" />
        </section>
        <section
          aria-labelledby="contact-classroom"
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <h2 id="contact-classroom" className="text-2xl font-semibold">
            {t('contact.classroom')}
          </h2>
          <p className="mt-2">
            <T
              id="contact.classroomAsk"
              components={{
                0: <a href={classroomMail} className="font-bold text-leaf underline underline-offset-4" />,
              }}
            />
          </p>
        </section>
      </div>
    </SimplePage>
  );
}
