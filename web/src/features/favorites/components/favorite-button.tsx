import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useFavoriteIds } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useOutbox } from '#web/lib/offline/outbox.ts';

/** The heart on a product: filled when it is a favourite; clicks while a toggle runs are ignored
 *  (useToggleFavorite), and so is a double click's second click.
 *  A failed toggle says why under the heart (e.g. the 500-favourites limit), to everyone. */
export function FavoriteButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const active = ids.data?.includes(productId) ?? false;
  // A change made without signal waits on the phone until it is sent (issue 32).
  const waiting = useOutbox().some(
    (item) => item.kind === 'favorite' && item.product_id === productId,
  );
  const reason =
    toggle.error instanceof ApiRequestError ? toggle.error.fields.product_id : undefined;
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-pressed={active}
        aria-busy={toggle.isPending || undefined}
        disabled={ids.isPending}
        // The second click of a double click or double tap (detail 2) is part of the same tap: on a
        // quick network the first toggle can answer before it arrives, when the in-flight guard no
        // longer holds it, and the product was saved and at once unsaved (issue 31.1).
        onClick={(event) => {
          if (event.detail < 2) toggle.mutate(productId);
        }}
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
        <span className="sr-only">
          {t('portal.favorites.heart')}
          {waiting && ` (${t('portal.offline.waitingShort')})`}
        </span>
      </button>
      {waiting && (
        <span
          aria-hidden="true"
          title={t('portal.offline.waitingShort')}
          className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full border-2 border-white bg-amber-500 text-white"
        >
          <svg
            viewBox="0 0 24 24"
            width={12}
            height={12}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
          >
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </svg>
        </span>
      )}
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
