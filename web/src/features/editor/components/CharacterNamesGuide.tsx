import { useT } from '../../../i18n';
/** Shown while a description is being edited: the exact names that keep the characters the same. */
export function CharacterNamesGuide({ id, names }: { id: string; names: string[] }) {
  const t = useT();
  return (
    <aside id={id} aria-label={t('editor.namesGuide.title')} className="rounded-xl bg-sky-soft p-4">
      <h4 className="font-heading font-semibold text-leaf">{t('editor.namesGuide.title')}</h4>
      <p className="text-sm">{t('editor.namesGuide.lead')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-full bg-white px-3 py-1 font-bold">
            {name}
          </li>
        ))}
      </ul>
    </aside>
  );
}
