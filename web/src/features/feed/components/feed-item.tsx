import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@safeshelf/contract';
import { Button } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { paths } from '#web/config/paths.ts';
import { intlLocale } from '#web/i18n/setup.ts';

/** Which sentence says what happened. */
function explanation(item: FeedItem) {
  const listChanged = item.words_added.length > 0 || item.words_removed.length > 0;
  const moved = item.color_before !== item.color_after;
  if (item.kind === 'new_for_you') return 'portal.feed.texts.newForYou' as const;
  if (item.kind === 'report_moved') return 'portal.feed.texts.report' as const;
  if (listChanged && moved) return 'portal.feed.texts.listAndColour' as const;
  return listChanged
    ? ('portal.feed.texts.listOnly' as const)
    : ('portal.feed.texts.colourOnly' as const);
}

function Words({ label, words, tone }: { label: string; words: string[]; tone: string }) {
  if (!words.length) return null;
  return (
    <p className="text-sm text-slate-800">
      <span className="font-semibold">{label}</span>{' '}
      {words.map((word, index) => (
        <span key={word}>
          {index > 0 && ', '}
          <mark className={`rounded px-1 ${tone}`}>{word}</mark>
        </span>
      ))}
    </p>
  );
}

/**
 * One feed item: what changed for the user, the verdict before and now, the parts of the list that
 * came and went; unread ones are marked, every one can be marked read or removed.
 */
export function FeedItemCard({
  item,
  onRead,
  onDismiss,
  busy,
}: {
  item: FeedItem;
  onRead: () => void;
  onDismiss: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = useProductName();
  const date = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(
    new Date(item.changed_at),
  );
  const title = item.my_product_id
    ? `${name(item)} · ${t('portal.feed.texts.myProduct')}`
    : name(item);
  const to = item.product_id ? paths.portal.product(item.product_id) : paths.portal.favorites;
  const showsChange =
    item.kind !== 'new_for_you' && item.color_before !== null && item.color_after !== null;
  return (
    <article
      aria-labelledby={`feed-item-${item.id}`}
      className={`flex gap-3 rounded-xl border bg-white p-3 shadow-sm sm:p-4 ${
        item.read ? 'border-slate-200' : 'border-brand-600 ring-1 ring-brand-600/30'
      }`}
    >
      <ProductImage src={item.image} className="size-14 shrink-0 rounded-lg sm:size-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {!item.read && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('portal.feed.new')}
            </span>
          )}
          <span className="font-semibold text-slate-800">
            {t(`portal.feed.kinds.${item.kind}`)}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.changed_at}>{date}</time>
        </p>
        <h2 id={`feed-item-${item.id}`} className="font-semibold text-slate-900">
          <Link
            to={to}
            onClick={() => !item.read && onRead()}
            className="underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{t(explanation(item))}</p>
        {showsChange ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              {t('portal.feed.before')}
              <DietBadge color={item.color_before!} size="sm" />
            </span>
            <span aria-hidden="true">→</span>
            <span className="inline-flex items-center gap-1.5">
              {t('portal.feed.after')}
              <DietBadge color={item.color_after!} size="sm" />
            </span>
          </div>
        ) : (
          item.color_after && (
            <div>
              <DietBadge color={item.color_after} size="sm" />
            </div>
          )
        )}
        <Words label={t('portal.feed.added')} words={item.words_added} tone="bg-amber-200" />
        <Words
          label={t('portal.feed.removed')}
          words={item.words_removed}
          tone="bg-slate-200 line-through"
        />
        <div className="flex flex-wrap gap-2">
          {!item.read && (
            <Button variant="secondary" size="sm" onClick={onRead} disabled={busy}>
              {t('portal.feed.markRead')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={onDismiss}
            disabled={busy}
            aria-label={`${t('portal.feed.dismiss')}: ${title}`}
          >
            {t('portal.feed.dismiss')}
          </Button>
        </div>
      </div>
    </article>
  );
}
