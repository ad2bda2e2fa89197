import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useJudgedFor } from '#web/lib/judged-for.ts';
import { useCategories } from '../api/get-categories';
import { useSubcategories } from '../api/get-subcategories';
import { localName } from '#web/lib/local-name.ts';
import { useSearchState } from '../use-search-state';
import type { ProductFilter } from '../api/get-filtered-products';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { CategoryGrid } from './category-grid';
import { SearchBox } from './search-box';
import { SuggestionList, type Whose } from './suggestion-list';
import { BarcodeButton } from './barcode-button';

/**
 * The portal home: search, categories, and products that fit the user's diet. While browsing,
 * the categories are cards; once a search or a category narrows the list they shrink to one row
 * of chips, so the first result is on a phone's first screen.
 */
export function SearchPage({
  toolbar,
  home,
  personName,
}: {
  toolbar?: ReactNode;
  /** The household person's name when the list is judged for one (issue 33): the texts name them. */
  personName?: string;
  /**
   * What the home shows before a search or a category narrows it (the portal's suggestions from
   * the user's favourites), given the diet-fitting mix this page shows otherwise and its filter.
   */
  home?: (mix: ReactNode, filter: ProductFilter) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { q, category, subcategory, all, fits, update } = useSearchState();
  const judgedFor = useJudgedFor();
  const everyone = judgedFor === 'everyone';
  const categories = useCategories();
  const subcategories = useSubcategories();
  const language = i18n.resolvedLanguage;
  useDocumentTitle(t('portal.search.title'));

  const searching = q !== '';
  const selectedCategory = categories.data?.find((item) => item.id === category);
  const selectedSubcategory = subcategories.data?.find((item) => item.id === subcategory);
  const visibleSubcategories =
    subcategories.data?.filter((item) => item.category === category) ?? [];

  const onSearch = useCallback((value: string) => update({ q: value }), [update]);
  // Each category choice is a step the browser's Back button undoes.
  const choose = (next: { category?: number | null; subcategory: number | null }) =>
    update(next, { push: true });

  const crumbs = [
    {
      label: t('portal.search.allProducts'),
      onSelect: () => choose({ category: null, subcategory: null }),
    },
  ];
  if (selectedCategory)
    crumbs.push({
      label: localName(selectedCategory, language),
      onSelect: () => choose({ subcategory: null }),
    });
  if (selectedSubcategory)
    crumbs.push({
      label: localName(selectedSubcategory, language),
      onSelect: () => {},
    });

  const filter: ProductFilter = {
    search: q,
    category,
    subcategory,
    includeRed: searching && all,
    judgedFor,
    onlyGreen: everyone && fits,
  };
  const whose: Whose = everyone
    ? { context: 'everyone' }
    : judgedFor !== 'me' && personName
      ? { context: 'person', name: personName }
      : {};
  const mix = (
    <SuggestionList filter={filter} whose={whose} onShowAll={() => update({ all: true })} />
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('portal.search.title')}</h1>
      {toolbar}
      <div className="flex gap-2">
        <SearchBox value={q} onSearch={onSearch} />
        <BarcodeButton />
      </div>
      {everyone && (
        <Switch
          label={t('portal.household.fitsEveryone')}
          hint={t('portal.household.fitsEveryoneHint')}
          checked={fits}
          onChange={(checked) => update({ fits: checked })}
        />
      )}
      {searching && !(everyone && fits) && (
        <Switch
          label={t('portal.search.showAll')}
          hint={t('portal.search.showAllHint')}
          checked={all}
          onChange={(checked) => update({ all: checked })}
        />
      )}
      {category !== null && <CategoryBreadcrumb crumbs={crumbs} />}
      {categories.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('portal.search.categoriesFailed')}
        </p>
      )}
      {category === null ? (
        <CategoryGrid
          title={t('portal.search.categories')}
          items={categories.data ?? []}
          selected={null}
          variant={searching ? 'row' : 'grid'}
          onToggle={(id) => choose({ category: id, subcategory: null })}
        />
      ) : (
        <CategoryGrid
          title={t('portal.search.subcategories')}
          items={visibleSubcategories}
          selected={subcategory}
          variant="row"
          onToggle={(id) => choose({ subcategory: id === subcategory ? null : id })}
        />
      )}
      {home && !searching && category === null ? home(mix, filter) : mix}
    </div>
  );
}
