import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

// Type-ahead: the server is asked 300 ms after the last key, and only from two letters on
// (one-letter prefixes match half the catalogue and are slow).
const DEBOUNCE_MS = 300;
export const MIN_SEARCH_LENGTH = 2;

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  // Initialised from the URL once; the page remounts when the user navigates back to it.
  const [text, setText] = useState(value);
  const tooShort = text.trim().length > 0 && text.trim().length < MIN_SEARCH_LENGTH;

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value || (trimmed.length > 0 && trimmed.length < MIN_SEARCH_LENGTH)) return;
    const timer = setTimeout(() => onSearch(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="w-full"
    >
      <label htmlFor={id} className="sr-only">
        {t('portal.search.label')}
      </label>
      <div className="relative">
        <svg
          viewBox="0 0 24 24"
          width={20}
          height={20}
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4" />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('portal.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={tooShort ? `${id}-hint` : undefined}
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white py-2 pl-10 pr-3 text-base shadow-sm focus:border-brand-600"
        />
      </div>
      {tooShort && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('portal.search.minLength')}
        </p>
      )}
    </form>
  );
}
