import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useFavoriteIds } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The heart on a product: filled when it is a favourite; clicks while a toggle runs are ignored
 *  (useToggleFavorite).
 *  A failed toggle says why under the heart (e.g. the 500-favourites limit), to everyone. */
export function FavoriteButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const active = ids.data?.includes(productId) ?? false;
  const reason =
    toggle.error instanceof ApiRequestError ? toggle.error.fields.product_id : undefined;
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-pressed={active}
        aria-busy={toggle.isPending || undefined}
        disabled={ids.isPending}
        onClick={() => toggle.mutate(productId)}
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <svg
          viewBox="0 0 24 24"
          width={24}
          height={24}
          aria-hidden="true"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        >
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        <span className="sr-only">{t('portal.favorites.heart')}</span>
      </button>
      {toggle.isError && (
        <p
          role="alert"
          className="absolute top-full right-0 z-10 mt-1 w-56 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 shadow-sm"
        >
          {reason ? errorText(reason) : t('portal.favorites.toggleFailed')}
        </p>
      )}
    </div>
  );
}
