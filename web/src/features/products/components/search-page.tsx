import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCategories } from '../api/get-categories';
import { useSubcategories } from '../api/get-subcategories';
import { localName } from '../local-name';
import { useSearchState } from '../use-search-state';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { CategoryGrid } from './category-grid';
import { SearchBox } from './search-box';
import { SuggestionList } from './suggestion-list';
import { BarcodeButton } from './barcode-button';

/** The portal home: search, categories, and products that fit the user's diet. */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const { q, category, subcategory, update } = useSearchState();
  const categories = useCategories();
  const subcategories = useSubcategories();
  const language = i18n.resolvedLanguage;
  useDocumentTitle(t('portal.search.title'));

  const selectedCategory = categories.data?.find((item) => item.id === category);
  const selectedSubcategory = subcategories.data?.find((item) => item.id === subcategory);
  const visibleSubcategories =
    subcategories.data?.filter((item) => item.category === category) ?? [];

  const onSearch = useCallback((value: string) => update({ q: value }), [update]);

  const crumbs = [
    {
      label: t('portal.search.allProducts'),
      onSelect: () => update({ category: null, subcategory: null }),
    },
  ];
  if (selectedCategory)
    crumbs.push({
      label: localName(selectedCategory, language),
      onSelect: () => update({ subcategory: null }),
    });
  if (selectedSubcategory)
    crumbs.push({ label: localName(selectedSubcategory, language), onSelect: () => {} });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('portal.search.title')}</h1>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox value={q} onSearch={onSearch} />
        <BarcodeButton />
      </div>
      <CategoryBreadcrumb crumbs={crumbs} />
      {categories.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('portal.search.categoriesFailed')}
        </p>
      )}
      <CategoryGrid
        title={t('portal.search.categories')}
        items={categories.data ?? []}
        selected={category}
        onToggle={(id) => update({ category: id === category ? null : id, subcategory: null })}
      />
      {category !== null && (
        <CategoryGrid
          title={t('portal.search.subcategories')}
          items={visibleSubcategories}
          selected={subcategory}
          onToggle={(id) => update({ subcategory: id === subcategory ? null : id })}
          compact
        />
      )}
      <SuggestionList filter={{ search: q, category, subcategory }} />
    </div>
  );
}
