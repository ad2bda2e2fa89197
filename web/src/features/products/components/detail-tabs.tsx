import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails, ProductSummary } from '../types';
import { currentLanguage, intlLocale } from '#web/i18n/setup.ts';
import { localName } from '#web/lib/local-name.ts';
import { HighlightedText } from '#web/components/diet/highlighted-text.tsx';
import { localCountries } from './country-names';
import { nutrientLabel } from './nutrient-label';
import { nutritionRows } from './nutrition-rows';

type Tab = 'ingredients' | 'nutrition' | 'info';
const TABS: Tab[] = ['ingredients', 'nutrition', 'info'];

interface DetailTabsProps {
  product: ProductSummary;
  details: ProductDetails | undefined;
  triggers: string[];
  /** The page is the phone's copy (no signal): only the verdict and a kept ingredient list. */
  fromPhone?: boolean;
}

/** Ingredients / nutrition / info toggles; pressing the open one closes it. */
export function DetailTabs({ product, details, triggers, fromPhone }: DetailTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Tab | null>('ingredients');
  return (
    <section
      aria-label={t('portal.product.detailsLabel')}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex border-b border-slate-200">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-expanded={open === tab}
            aria-controls={`${id}-${tab}`}
            onClick={() => setOpen(open === tab ? null : tab)}
            className={`min-h-12 flex-1 px-2 text-sm font-semibold sm:text-base ${
              open === tab
                ? 'border-b-4 border-brand-700 text-brand-900'
                : 'border-b-4 border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`portal.product.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          id={`${id}-${tab}`}
          hidden={open !== tab}
          className="p-4 text-sm text-slate-800 sm:p-5 sm:text-base"
        >
          {open === tab && (
            <TabBody
              tab={tab}
              product={product}
              details={details}
              triggers={triggers}
              fromPhone={fromPhone}
              onOpen={setOpen}
            />
          )}
        </div>
      ))}
    </section>
  );
}

function TabBody({
  tab,
  product,
  details,
  triggers,
  fromPhone,
  onOpen,
}: DetailTabsProps & { tab: Tab; onOpen: (tab: Tab) => void }) {
  const { t, i18n } = useTranslation();
  if (fromPhone && (tab !== 'ingredients' || !details?.ingredients_text.other))
    return <p>{t('portal.offline.tabNeedsSignal')}</p>;
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(currentLanguage()), { maximumFractionDigits: digits }).format(
      value,
    );
  if (!details) return <p>{t('portal.product.noDetails')}</p>;
  if (tab === 'ingredients') {
    const text = ingredientText(details, i18n.resolvedLanguage);
    // Without the list, say that the list is missing and lead to what is known (issue 31.9): "No
    // details available." sent users away from a product whose nutrition and origin were there.
    const elsewhere = text ? [] : TABS.filter((other) => hasContent(other, product, details));
    return (
      <div className="flex flex-col gap-3">
        <p>
          {text ? (
            <IngredientText text={text} triggers={triggers} />
          ) : (
            t('portal.product.noIngredients')
          )}
        </p>
        {details.allergens.length > 0 && (
          <Facts label={t('portal.product.allergens')} value={details.allergens.join(', ')} />
        )}
        {details.traces.length > 0 && (
          <Facts label={t('portal.product.traces')} value={details.traces.join(', ')} />
        )}
        {elsewhere.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {elsewhere.map((other) => (
              <button
                key={other}
                type="button"
                onClick={() => onOpen(other)}
                className="min-h-11 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t(
                  other === 'nutrition'
                    ? 'portal.product.showNutrition'
                    : 'portal.product.showInfo',
                )}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  }
  if (tab === 'nutrition') {
    const rows = nutritionRows(details.nutrition ?? {});
    if (rows.length === 0) return <p>{t('portal.product.noNutrition')}</p>;
    const format = (value: number, unit: string) =>
      `${number(value, unit === 'kJ' || unit === 'kcal' ? 0 : value < 1 ? 2 : 1)} ${unit}`;
    return (
      <table className="w-full text-left">
        <caption className="mb-2 text-left text-sm text-slate-600">
          {t('portal.product.per100g')}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th
                scope="row"
                className={`py-1.5 pr-4 ${row.partOf ? 'pl-4 font-normal text-slate-700' : 'font-medium'}`}
              >
                {nutrientLabel(t, row.key)}
              </th>
              {row.values.length ? (
                <td className="py-1.5 text-right tabular-nums">
                  {row.values.map((v) => format(v.value, v.unit)).join(' / ')}
                </td>
              ) : (
                <td className="py-1.5 text-right text-slate-600">
                  {t('portal.product.nutrientMissing')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t('portal.product.description')}</dt>
      {/* The card's description falls back to the quantity, already shown under the name. */}
      <dd>{details.description || t('portal.product.noDescription')}</dd>
      <dt className="font-semibold">{t('portal.product.country')}</dt>
      <dd>
        {details.production_country
          ? localCountries(details.production_country.name_en, currentLanguage())
          : t('portal.product.noCountry')}
      </dd>
      {product.category && (
        <>
          <dt className="font-semibold">{t('portal.product.category')}</dt>
          <dd>
            {[product.category, product.subcategory]
              .flatMap((item) => (item ? [localName(item, i18n.resolvedLanguage)] : []))
              .join(' › ')}
          </dd>
        </>
      )}
    </dl>
  );
}

function Facts({ label, value }: { label: string; value: string }) {
  return (
    <p>
      <span className="font-semibold">{label}: </span>
      {value}
    </p>
  );
}

/** The ingredient text as printed, in the interface language when the pack has it. */
/** Whether a tab other than the ingredients has something to show. */
function hasContent(tab: Tab, product: ProductSummary, details: ProductDetails): boolean {
  if (tab === 'nutrition') return nutritionRows(details.nutrition ?? {}).length > 0;
  if (tab === 'info')
    return Boolean(details.description || details.production_country || product.category);
  return false;
}

function ingredientText(details: ProductDetails, language: string | undefined): string {
  const texts = details.ingredients_text;
  const preferred = language === 'de' ? texts.de : language === 'fr' ? texts.fr : texts.en;
  return (
    preferred || texts.de || texts.fr || texts.en || texts.other || details.ingredients.join(', ')
  );
}

/** Open Food Facts marks allergens as `_lait_`; they are shown in bold, as on the pack, without
 *  the underscores. Triggers are highlighted in every part. */
function IngredientText({ text, triggers }: { text: string; triggers: string[] }) {
  return text.split(/_([^_\n]+)_/).map((part, index) =>
    index % 2 === 1 ? (
      <strong key={index}>
        <HighlightedText text={part} triggers={triggers} />
      </strong>
    ) : (
      <HighlightedText key={index} text={part} triggers={triggers} />
    ),
  );
}
