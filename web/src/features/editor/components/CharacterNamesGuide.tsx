/** Shown while a description is being edited: the exact names that keep the characters the same. */
export function CharacterNamesGuide({ id, names }: { id: string; names: string[] }) {
  return (
    <aside id={id} aria-label="Character Names Guide" className="rounded-xl bg-sky-soft p-4">
      <h4 className="font-heading font-semibold text-leaf">Character Names Guide</h4>
      <p className="text-sm">Use these exact names so every character stays the same:</p>
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
