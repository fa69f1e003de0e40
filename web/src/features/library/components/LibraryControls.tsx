import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import { resultCount, SORT_OPTIONS, type LibrarySort } from '../librarySearch';
import { useT } from '../../../i18n';

/**
 * Search (title or child's name) and sort of a Library with more than six books (issue 29). The
 * count of books shown is announced politely as the parent types.
 */
export function LibraryControls({
  query,
  onQuery,
  sort,
  onSort,
  shown,
  total,
}: {
  query: string;
  onQuery: (query: string) => void;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
  shown: number;
  total: number;
}) {
  const t = useT();
  return (
    <div role="search" className="mb-6 flex flex-col gap-3 rounded-card bg-white p-5 shadow-soft">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <Field
          label={t('library.search')}
          type="search"
          name="librarySearch"
          placeholder={t('library.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
        <SelectField
          label={t('library.sortBy')}
          name="librarySort"
          options={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={sort}
          onChange={(event) => onSort(event.target.value as LibrarySort)}
        />
      </div>
      <p role="status" aria-live="polite" className="text-ink-soft">
        {resultCount(shown, total, query)}
      </p>
    </div>
  );
}
