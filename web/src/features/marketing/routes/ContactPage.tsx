import { SimplePage } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { WriteToUs } from '../components/WriteToUs';
import { HeadedSection } from '../../../components/ui/HeadedSection';
import { MailUsText } from '../../../components/MailUs';

export default function ContactPage() {
  const t = useT();
  usePageMeta(t('contact.title'), t('contact.metaDescription'));
  return (
    <SimplePage title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <HeadedSection
          id="contact-general"
          title={t('contact.general')}
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <WriteToUs className="mt-2" />
        </HeadedSection>
        <HeadedSection
          id="contact-classroom"
          title={t('contact.classroom')}
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <p className="mt-2">
            <MailUsText id="contact.classroomAsk" subject="Classroom Plans Inquiry" />
          </p>
        </HeadedSection>
      </div>
    </SimplePage>
  );
}
