import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DietCheck } from '@safeshelf/contract';
import { intoleranceLabel } from '#web/components/diet/diet-check-card.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { PersonColours } from '#web/components/diet/person-colours.tsx';
import { useJudgedFor } from '#web/lib/judged-for.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { paths } from '#web/config/paths.ts';
import { useDietCheck } from '../api/get-diet-check';
import type { ProductSummary } from '../types';

/** What decides the colour: the first danger, else the first warning (the diet check's order). */
export const firstReason = (checks: DietCheck[]) =>
  checks.find((check) => check.type === 'danger') ??
  checks.find((check) => check.type === 'warning');

/** The go/no-go answer for a scanned product: its name (a link to it), colour and main reason. */
export function BarcodeAnswer({
  product,
  onOpen,
}: {
  product: ProductSummary;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const name = useProductName();
  const check = useDietCheck(String(product.id), useJudgedFor());
  const reason = product.diet_color === 'green' ? undefined : firstReason(check.data?.checks ?? []);
  const to = paths.portal.product(product.id);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <Link to={to} onClick={onOpen} className="font-semibold text-slate-900 underline">
        {name(product)}
      </Link>
      {/* Its own block, so the column does not stretch the badge across the dialog. */}
      <div className="flex flex-col items-start gap-2">
        <DietBadge color={product.diet_color} scope={product.household ? 'everyone' : 'me'} />
        {product.household && <PersonColours people={product.household} />}
      </div>
      <p className="text-sm text-slate-700">
        {product.household
          ? t(`portal.household.barcodeVerdict.${product.diet_color}`)
          : t(`portal.barcode.verdict.${product.diet_color}`)}
      </p>
      {reason && (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">
            {t('portal.barcode.reason', { intolerance: intoleranceLabel(t, reason.intolerance) })}
          </span>{' '}
          {reason.text}
        </p>
      )}
      <ButtonLink to={to} onClick={onOpen}>
        {t('portal.barcode.showProduct')}
      </ButtonLink>
    </div>
  );
}
