import { SimplePage } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL } from '../../../content/site';
import { usePageMeta } from '../../../lib/meta';
import { WriteToUs } from '../components/WriteToUs';

const classroomMail = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Classroom Plans Inquiry')}`;

export default function ContactPage() {
  usePageMeta('Contact us', 'Questions, ideas or classroom plans: write to the StorySprout team.');
  return (
    <SimplePage title="Contact us" lead="We read every message and love hearing about the stories you make.">
      <div className="grid gap-5 sm:grid-cols-2">
        <section
          aria-labelledby="contact-general"
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <h2 id="contact-general" className="text-2xl font-semibold">
            Questions and ideas
          </h2>
          <WriteToUs className="mt-2" />
        </section>
        <section
          aria-labelledby="contact-classroom"
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
        >
          <h2 id="contact-classroom" className="text-2xl font-semibold">
            Classroom plans
          </h2>
          <p className="mt-2">
            Stories for a whole class or center?{' '}
            <a href={classroomMail} className="font-bold text-leaf underline underline-offset-4">
              Ask about Classroom Plans
            </a>
            .
          </p>
        </section>
      </div>
    </SimplePage>
  );
}
