import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The search page's state lives in the URL, so going back from a product restores it. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const number = (key: string) => {
      const value = Number(params.get(key));
      return Number.isInteger(value) && value > 0 ? value : null;
    };
    return {
      q: params.get('q') ?? '',
      category: number('category'),
      subcategory: number('subcategory'),
    };
  }, [params]);

  const update = useCallback(
    (next: Partial<typeof state>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === '') merged.delete(key);
            else merged.set(key, String(value));
          }
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...state, update };
}
