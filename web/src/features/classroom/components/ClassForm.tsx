import { MAX_CLASS_SIZE } from '@contract/classroom';
import { MAX_DESCRIPTION_LENGTH } from '@contract/books';
import { MORAL_VALUES, type AgeGroup, type MoralValue } from '@contract/story';
import { useRef, useState, type FormEvent } from 'react';
import { apiErrorOr, useSubmit } from '../../../lib/useSubmit';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { createClass } from '../../../api/classes';
import { classListProblem, randomLook, toClassChildren, words, type ChildDraft } from '../looks';
import { ChildRow } from './ChildRow';

const MORALS = [
  { value: '', label: 'Choose a moral (optional)' },
  ...MORAL_VALUES.map((value) => ({ value, label: words(value) })),
];
const AGES = [
  { value: '2-4years', label: 'Ages 2-4' },
  { value: '5-7years', label: 'Ages 5-7' },
];

let nextKey = 1;
const newChild = (): ChildDraft => ({ key: nextKey++, name: '', look: randomLook() });

/**
 * The lesson and the class list: one moral, age group and idea for the whole class, and 1-30
 * children each with a first name and a look. Sending it reserves one organization credit per
 * child; `onCreated` gets the new class's id.
 */
export function ClassForm({ credits, onCreated }: { credits: number; onCreated: (classId: string) => void }) {
  const [moral, setMoral] = useState<MoralValue>('');
  const [ageGroup, setAgeGroup] = useState<AgeGroup>('5-7years');
  const [idea, setIdea] = useState('');
  const [children, setChildren] = useState<ChildDraft[]>(() => [newChild()]);
  const {
    busy,
    error,
    run,
    fail: showError,
  } = useSubmit(apiErrorOr('We could not start the class. Please try again.'));
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
    const problem =
      !moral && !idea.trim()
        ? 'Please describe the lesson’s idea or choose a moral value.'
        : classListProblem(children);
    if (problem) return fail(problem);
    if (children.length > credits)
      return fail(
        `This class needs ${children.length} credits and your organization has ${credits}. Ask your administrator to add a Classroom Pack.`,
      );
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
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6" aria-label="New class">
      <section className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-soft">
        <h2 className="text-2xl font-semibold">The lesson</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Moral"
            value={moral}
            options={MORALS}
            onChange={(e) => setMoral(e.target.value as MoralValue)}
          />
          <SelectField
            label="Age group"
            value={ageGroup}
            options={AGES}
            onChange={(e) => setAgeGroup(e.target.value as AgeGroup)}
          />
        </div>
        <TextAreaField
          label="The idea"
          hint="What happens in the story: every child gets their own book of it."
          value={idea}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={3}
          onChange={(e) => setIdea(e.target.value)}
        />
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="class-list-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="class-list-heading" className="text-2xl font-semibold">
            The class list
          </h2>
          <p className="text-ink-soft" aria-live="polite">
            {n} of {MAX_CLASS_SIZE} children
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
          Add a child
        </Button>
      </section>
      {error && (
        <p ref={errorRef} role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold text-ink">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" busy={busy}>
          Make {n} {n === 1 ? 'book' : 'books'}
        </Button>
        <p className="text-ink-soft">
          Uses {n} of your organization’s {credits} credits.
        </p>
      </div>
    </form>
  );
}
