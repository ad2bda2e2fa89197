import { useTranslation } from 'react-i18next';

interface Crumb {
  label: string;
  onSelect: () => void;
}

/** All products > category > subcategory; a crumb steps back to that level. */
export function CategoryBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('portal.search.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.label + index} className="flex items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={crumb.onSelect}
                  className="rounded px-1 py-1 text-brand-800 underline-offset-2 hover:underline"
                >
                  {crumb.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
