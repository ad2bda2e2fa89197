import { useTranslation } from 'react-i18next';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { localName } from '#web/lib/local-name.ts';

interface Item {
  id: number;
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
  image?: string | null;
}

interface CategoryGridProps {
  title: string;
  items: Item[];
  selected: number | null;
  onToggle: (id: number) => void;
  /**
   * 'grid': cards with illustrations (browsing); 'row': one line of chips that scrolls sideways,
   * so that on a phone the results start on the first screen (issue 13).
   */
  variant?: 'grid' | 'row';
  /** Cards without illustrations (subcategories). */
  compact?: boolean;
}

/** Category (or subcategory) choices; pressing the selected one again deselects it. */
export function CategoryGrid({
  title,
  items,
  selected,
  onToggle,
  variant = 'grid',
  compact = false,
}: CategoryGridProps) {
  const { i18n } = useTranslation();
  if (items.length === 0) return null;
  const row = variant === 'row';
  const listClass = row
    ? '-mx-4 flex gap-2 overflow-x-auto px-4 py-1 md:mx-0 md:flex-wrap md:px-1'
    : `grid gap-2 ${compact ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' : 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6'}`;
  return (
    <section aria-label={title}>
      <h2
        className={
          row ? 'sr-only' : 'mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600'
        }
      >
        {title}
      </h2>
      <ul className={listClass}>
        {items.map((item) => {
          const active = item.id === selected;
          const look = active
            ? 'border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-700'
            : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600';
          return (
            <li key={item.id} className={row ? 'shrink-0' : undefined}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(item.id)}
                className={
                  row
                    ? `min-h-11 whitespace-nowrap rounded-full border px-4 text-sm font-medium ${look}`
                    : `flex h-full w-full flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs font-medium sm:text-sm ${look}`
                }
              >
                {!row && !compact && (
                  <ProductImage src={item.image} className="h-12 w-12 rounded-lg sm:h-16 sm:w-16" />
                )}
                <span className={row ? undefined : 'break-words [hyphens:auto]'}>
                  {localName(item, i18n.resolvedLanguage)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
