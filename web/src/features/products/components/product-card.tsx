import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { PersonColours } from '#web/components/diet/person-colours.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { paths } from '#web/config/paths.ts';
import type { ProductSummary } from '../types';

/** What the product page needs to go back where the user came from. */
export interface BackState {
  /** The search (query string) to go back to. */
  from: string;
  /** The search is the previous history entry: going back restores its list and scroll position. */
  backInHistory?: boolean;
}

interface ProductCardProps {
  product: ProductSummary;
  /** What tells this card apart from an otherwise identical one in the same list (see tellApart). */
  distinction?: string;
  /** Where "back" on the product page returns to (the search with its filters). */
  from?: string;
  /** This card is on the search page itself (see BackState). */
  backInHistory?: boolean;
  action?: ReactNode;
}

/** Why a fitting product fits, as the pack or the kind of food says ("Gluten-free"). */
function FitReasons({ reasons }: { reasons: ProductSummary['why'] }) {
  const { t } = useTranslation();
  if (!reasons.length) return null;
  return (
    <p className="text-xs font-medium text-green-900">
      {reasons.map((reason) => t(`portal.card.why.${reason}`)).join(' · ')}
    </p>
  );
}

export function ProductCard({
  product,
  distinction,
  from,
  backInHistory,
  action,
}: ProductCardProps) {
  const name = useProductName();
  const state: BackState | undefined = from === undefined ? undefined : { from, backInHistory };
  const facts = cardFacts(product);
  return (
    <article className="relative flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600 sm:flex-col">
      <ProductImage
        src={product.image}
        className="h-20 w-20 shrink-0 rounded-lg sm:h-36 sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link
            to={paths.portal.product(product.id)}
            state={state}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {name(product)}
          </Link>
        </h3>
        {facts && <p className="truncate text-sm text-slate-600">{facts}</p>}
        {distinction && <p className="truncate text-sm text-slate-600">{distinction}</p>}
        <div className="mt-auto flex flex-col items-start gap-1 pt-1">
          <DietBadge
            color={product.diet_color}
            size="sm"
            scope={product.household ? 'everyone' : 'me'}
          />
          {product.household && <PersonColours people={product.household} />}
          <FitReasons reasons={product.why} />
          <PriceTag price={product.price} className="text-sm" />
        </div>
      </div>
      {action && <div className="relative z-10 self-start">{action}</div>}
    </article>
  );
}

/**
 * Brand, range and quantity tell apart the many products called just "Milch"; a range that
 * already names the brand ("Migros Bio") stands for both.
 */
export function cardFacts(product: ProductSummary): string {
  const brand = product.brand?.name;
  const range = product.range;
  const seller =
    brand && range?.toLowerCase().startsWith(brand.toLowerCase()) ? [range] : [brand, range];
  return [...seller, product.quantity].filter(Boolean).join(' · ');
}
