import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FavoriteState, OfflineProduct, ProductCard } from '@safeshelf/contract';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { paths } from '#web/config/paths.ts';
import { intlLocale } from '#web/i18n/setup.ts';
import type { OutboxItem } from '#web/lib/offline/db.ts';
import { useOnline } from '#web/lib/offline/online.ts';
import { useOutbox, type SendOutcome } from '#web/lib/offline/outbox.ts';
import { useKept } from '../use-kept';

/** What one waiting action is, in words ("Remove Milch from favourites"). */
function useDescribe(products: OfflineProduct[] | undefined) {
  const { t } = useTranslation();
  const name = useProductName();
  const nameOf = (id?: number) => {
    const product = products?.find((p) => p.id === id);
    return product ? name(product) : t('portal.offline.aProduct');
  };
  return (item: OutboxItem) => {
    if (item.kind === 'favorite')
      return t(item.favorite ? 'portal.offline.item.add' : 'portal.offline.item.remove', {
        name: nameOf(item.product_id),
      });
    if (item.kind === 'report')
      return item.product_id
        ? t('portal.offline.item.report', { name: nameOf(item.product_id) })
        : t('portal.offline.item.reportLabel');
    if (item.kind === 'my-product')
      return t('portal.offline.item.myProduct', { name: item.product.name });
    return t('portal.offline.item.question', { code: item.barcode });
  };
}

/** One sent action's result, where the user would want to know it. */
function Outcome({
  outcome,
  describe,
}: {
  outcome: SendOutcome;
  describe: (item: OutboxItem) => string;
}) {
  const { t } = useTranslation();
  const name = useProductName();
  const { item } = outcome;
  if (item.kind === 'question') {
    if (outcome.status === 'sent') {
      const product = outcome.response as ProductCard;
      return (
        <li className="flex flex-wrap items-center gap-2">
          {t('portal.offline.answer', { code: item.barcode })}{' '}
          <Link to={paths.portal.product(product.id)} className="font-semibold underline">
            {name(product)}
          </Link>
          <DietBadge color={product.diet_color} size="sm" />
        </li>
      );
    }
    return <li>{t('portal.offline.answerUnknown', { code: item.barcode })}</li>;
  }
  // Refused only when the user already keeps the most products allowed (the form checks the rest).
  // The label's text stays at hand, so nothing typed or read is lost.
  if (outcome.status === 'refused' && item.kind === 'my-product')
    return (
      <li>
        {t('portal.offline.myProductRefused', { name: item.product.name })}
        <details>
          <summary className="cursor-pointer font-medium">{t('portal.offline.labelText')}</summary>
          <p className="whitespace-pre-line">{item.product.ingredients_text}</p>
        </details>
      </li>
    );
  if (outcome.status === 'refused')
    return <li>{t('portal.offline.refused', { action: describe(item) })}</li>;
  // The same change made on another device meanwhile: nothing to do, and nothing lost.
  if (item.kind === 'favorite' && !(outcome.response as FavoriteState).changed)
    return <li>{t('portal.offline.alreadyDone', { action: describe(item) })}</li>;
  return <li>{t('portal.offline.sentOne', { action: describe(item) })}</li>;
}

/**
 * The portal's line about signal: offline (and since when the copy dates), what waits to be sent
 * (visible until it is), and what was sent when the signal came back.
 */
export function OfflineStatus({
  outcomes,
  syncing,
}: {
  outcomes: SendOutcome[];
  syncing: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useOutbox();
  const { pack, loaded } = useKept();
  const describe = useDescribe(pack?.products);
  const time = (at: number) =>
    new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(at);
  return (
    <div aria-live="polite" className="mx-auto mb-4 flex max-w-5xl flex-col gap-2 empty:hidden">
      {!online && loaded && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">{t('portal.offline.offlineTitle')}</p>
          <p className="text-sm">
            {pack
              ? t('portal.offline.offlineKept', { time: time(pack.synced_at) })
              : t('portal.offline.offlineNothing')}{' '}
            <Link to={paths.portal.offline} className="font-semibold underline">
              {t('portal.offline.whatWorks')}
            </Link>
          </p>
        </div>
      )}
      {waiting.length > 0 && (
        <details className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
          <summary className="min-h-6 cursor-pointer font-semibold">
            {online && syncing
              ? t('portal.offline.sending', { count: waiting.length })
              : t('portal.offline.waiting', { count: waiting.length })}
          </summary>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {waiting.map((item) => (
              <li key={item.id}>{describe(item)}</li>
            ))}
          </ul>
        </details>
      )}
      {outcomes.length > 0 && waiting.length === 0 && (
        <div className="rounded-xl border border-brand-300 bg-brand-50 px-4 py-3 text-brand-900">
          <p className="font-semibold">{t('portal.offline.sent', { count: outcomes.length })}</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm">
            {outcomes.map((outcome) => (
              <Outcome key={outcome.item.id} outcome={outcome} describe={describe} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
