import { FeedPage } from '#web/features/feed/components/feed-page.tsx';

export function NewsRoute() {
  return <FeedPage />;
}
