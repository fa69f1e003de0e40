import { PageHeader } from '../../../components/ui/PageHeader';
import { POLICY_LAST_UPDATED, POLICY_SECTIONS } from '../../../content/policy';
import { usePageMeta } from '../../../lib/meta';
import { WriteToUs } from '../components/WriteToUs';

export default function PolicyPage() {
  usePageMeta('Terms of Use And Privacy Policy');
  return (
    <article className="pb-16">
      <PageHeader title="Terms of Use And Privacy Policy" lead={`Last updated ${POLICY_LAST_UPDATED}`} />
      <div className="mx-auto flex max-w-2xl flex-col gap-8 px-5">
        {POLICY_SECTIONS.map((section) => (
          <section key={section.title} className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section className="flex flex-col gap-3">
          <h2 className="text-2xl font-semibold">Contact</h2>
          <WriteToUs />
        </section>
      </div>
    </article>
  );
}
