import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchState {
  q: string;
  category: number | null;
  subcategory: number | null;
  /** "Also show products that don't fit" (only with search text). */
  all: boolean;
  /** "Only what fits everyone" (when judged for the whole household). */
  fits: boolean;
}
type Change = Partial<{ [K in keyof SearchState]: SearchState[K] | null }>;

/**
 * The search page's state lives in the URL, so going back from a product restores it. Typing and
 * the "also show" switch replace the current history entry; choosing a category pushes one, so
 * the browser's Back steps back through the breadcrumb.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo((): SearchState => {
    const number = (key: string) => {
      const value = Number(params.get(key));
      return Number.isInteger(value) && value > 0 ? value : null;
    };
    return {
      q: params.get('q') ?? '',
      category: number('category'),
      subcategory: number('subcategory'),
      all: params.get('all') === '1',
      fits: params.get('fits') === '1',
    };
  }, [params]);

  const update = useCallback(
    (next: Change, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === '' || value === false) merged.delete(key);
            else merged.set(key, value === true ? '1' : String(value));
          }
          return merged;
        },
        { replace: !push },
      ),
    [setParams],
  );

  return { ...state, update };
}
