import { useTranslation } from 'react-i18next';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { localName } from '../local-name';

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
  compact?: boolean;
}

/** Category (or subcategory) cards; pressing the selected one again deselects it. */
export function CategoryGrid({
  title,
  items,
  selected,
  onToggle,
  compact = false,
}: CategoryGridProps) {
  const { i18n } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <ul
        className={`grid gap-2 ${compact ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' : 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6'}`}
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(item.id)}
                className={`flex h-full w-full flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs font-medium sm:text-sm ${
                  active
                    ? 'border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-700'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
                }`}
              >
                {!compact && (
                  <ProductImage src={item.image} className="h-12 w-12 rounded-lg sm:h-16 sm:w-16" />
                )}
                <span className="break-words [hyphens:auto]">
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
