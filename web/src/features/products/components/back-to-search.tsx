import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import type { BackState } from './product-card';

/**
 * "Back to search". Reached from the search list, it steps back in history, so the list comes
 * back as it was, with the pages loaded by "Load more" and the scroll position (scroll-restoration);
 * otherwise it opens the search the user came from.
 */
export function BackToSearch({ back }: { back: BackState | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Link
      to={`${paths.portal.home}${back?.from ?? ''}`}
      onClick={(event) => {
        if (!back?.backInHistory) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('portal.product.back')}
    </Link>
  );
}
