export type { ProductCard as FavoriteProduct } from '@safeshelf/contract';
