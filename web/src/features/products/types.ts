// Response shapes of the catalogue API, from the contract (type-only: no contract code in the bundle).
export type {
  Category,
  DietCheck,
  DietCheckResult,
  DietColor,
  Product,
  ProductCard as ProductSummary,
  ProductDetails,
  ProductList,
  ProductPage,
  Subcategory,
} from '@safeshelf/contract';
