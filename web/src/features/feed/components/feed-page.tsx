import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useFeed } from '../api/get-feed';
import { useDismissItem, useMarkRead } from '../api/update-feed';
import { FeedItemCard } from './feed-item';

/**
 * The news feed (issue 33): favourites whose list or verdict changed, new products for the user,
 * verdicts they reported that an engine update moved; newest first, kept 90 days.
 */
export function FeedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portal.feed.title'));
  const feed = useFeed();
  const read = useMarkRead();
  const dismiss = useDismissItem();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = feed.data?.pages[0]?.unread ?? 0;
  const busy = read.isPending || dismiss.isPending;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('portal.feed.title')}</h1>
        <p className="text-slate-700">{t('portal.feed.intro')}</p>
      </header>
      {unread > 0 && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => read.mutate(undefined)}
          disabled={busy}
        >
          {t('portal.feed.markAll')}
        </Button>
      )}
      {(read.isError || dismiss.isError) && <Alert tone="error">{t('portal.feed.failed')}</Alert>}
      <QueryState query={feed} isEmpty={items.length === 0} empty={t('portal.feed.empty')}>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <FeedItemCard
                item={item}
                busy={busy}
                onRead={() => read.mutate([item.id])}
                onDismiss={() => dismiss.mutate(item.id)}
              />
            </li>
          ))}
        </ul>
        {feed.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
          >
            {t('portal.feed.loadMore')}
          </Button>
        )}
      </QueryState>
    </div>
  );
}
