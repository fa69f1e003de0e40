import { MAX_CLASS_SIZE } from '@contract/classroom';
import { MAX_DESCRIPTION_LENGTH } from '@contract/books';
import { MORAL_VALUES, type AgeGroup, type MoralValue } from '@contract/story';
import { useRef, useState, type FormEvent } from 'react';
import { apiErrorOr, useSubmit } from '../../../lib/useSubmit';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { createClass } from '../../../api/classes';
import { classListProblem, randomLook, toClassChildren, type ChildDraft } from '../looks';
import { i18n, useT } from '../../../i18n';
import { ChildRow } from './ChildRow';

/** The lesson's choices, named in the page's language when the form is drawn. */
const morals = () => [
  { value: '', label: i18n._('classroom.form.chooseMoral') },
  ...MORAL_VALUES.map((value) => ({ value, label: i18n._(`create.moral.${value}`) })),
];
const ages = () => [
  { value: '2-4years', label: i18n._('classroom.form.ages2to4') },
  { value: '5-7years', label: i18n._('classroom.form.ages5to7') },
];

let nextKey = 1;
const newChild = (): ChildDraft => ({ key: nextKey++, name: '', look: randomLook() });

/**
 * The lesson and the class list: one moral, age group and idea for the whole class, and 1-30
 * children each with a first name and a look. Sending it reserves one organization credit per
 * child; `onCreated` gets the new class's id.
 */
export function ClassForm({ credits, onCreated }: { credits: number; onCreated: (classId: string) => void }) {
  const t = useT();
  const [moral, setMoral] = useState<MoralValue>('');
  const [ageGroup, setAgeGroup] = useState<AgeGroup>('5-7years');
  const [idea, setIdea] = useState('');
  const [children, setChildren] = useState<ChildDraft[]>(() => [newChild()]);
  const { busy, error, run, fail: showError } = useSubmit(apiErrorOr(t('classroom.form.failed')));
  const errorRef = useRef<HTMLParagraphElement>(null);

  // The message is announced (role=alert) and brought into view.
  const bringErrorIntoView = () =>
    requestAnimationFrame(() => errorRef.current?.scrollIntoView?.({ block: 'center' }));
  const fail = (message: string) => {
    showError(message);
    bringErrorIntoView();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !moral && !idea.trim() ? t('classroom.form.noIdea') : classListProblem(children);
    if (problem) return fail(problem);
    if (children.length > credits)
      return fail(t('classroom.form.notEnough', { needed: children.length, credits }));
    const created = await run(async () => {
      const { classId } = await createClass({
        lesson: { moral, ageGroup, idea: idea.trim() },
        children: toClassChildren(children),
      });
      onCreated(classId);
    });
    if (!created) bringErrorIntoView();
  }

  const n = children.length;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-6"
      aria-label={t('classroom.form.label')}
    >
      <section className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-soft">
        <h2 className="text-2xl font-semibold">{t('classroom.form.lesson')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('classroom.form.moral')}
            value={moral}
            options={morals()}
            onChange={(e) => setMoral(e.target.value as MoralValue)}
          />
          <SelectField
            label={t('classroom.form.ageGroup')}
            value={ageGroup}
            options={ages()}
            onChange={(e) => setAgeGroup(e.target.value as AgeGroup)}
          />
        </div>
        <TextAreaField
          label={t('classroom.form.idea')}
          hint={t('classroom.form.ideaHint')}
          value={idea}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={3}
          onChange={(e) => setIdea(e.target.value)}
        />
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="class-list-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="class-list-heading" className="text-2xl font-semibold">
            {t('classroom.form.list')}
          </h2>
          <p className="text-ink-soft" aria-live="polite">
            {t('classroom.form.count', { count: n, max: MAX_CLASS_SIZE })}
          </p>
        </div>
        <ol className="flex flex-col gap-4">
          {children.map((child, i) => (
            <li key={child.key}>
              <ChildRow
                child={child}
                number={i + 1}
                onChange={(next) => setChildren((all) => all.map((c) => (c.key === child.key ? next : c)))}
                onRemove={
                  n > 1 ? () => setChildren((all) => all.filter((c) => c.key !== child.key)) : undefined
                }
              />
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={n >= MAX_CLASS_SIZE}
          onClick={() => setChildren((all) => [...all, newChild()])}
        >
          {t('classroom.form.add')}
        </Button>
      </section>
      {error && (
        <p ref={errorRef} role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold text-ink">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" busy={busy}>
          {t('classroom.form.make', { count: n })}
        </Button>
        <p className="text-ink-soft">{t('classroom.form.uses', { count: n, credits })}</p>
      </div>
    </form>
  );
}
