import type {
  DietCheckResult,
  MyProduct,
  OfflineProduct,
  ProductCard,
  ProductPage,
} from '@safeshelf/contract';
import { readTokens } from '../auth-tokens';
import { ApiRequestError } from '../api-client';
import { offlineDb, type KeptShelf } from './db';
import { pendingFavorites } from './outbox';

/** The signed-in user's id, read from the access token (kept data belongs to one user). */
export function currentUserId(): number | null {
  const { access } = readTokens();
  try {
    const payload = JSON.parse(
      atob(access!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { user_id?: number };
    return typeof payload.user_id === 'number' ? payload.user_id : null;
  } catch {
    return null;
  }
}

export async function keptPack() {
  const pack = await (await offlineDb()).get('pack', 'current');
  const owner = currentUserId();
  return pack && (owner === null || pack.owner === owner) ? pack : undefined;
}

async function keptShelves(): Promise<KeptShelf[]> {
  return (await offlineDb()).getAll('shelves');
}

/** Every kept product: the pack's (full checks) first, then the shelves'. */
async function keptProducts(): Promise<OfflineProduct[]> {
  const [pack, shelves] = await Promise.all([keptPack(), keptShelves()]);
  return [...(pack?.products ?? []), ...shelves.flatMap((shelf) => shelf.products)];
}

/** The favourites as the phone knows them: the last sync plus what waits to be sent. */
export async function keptFavoriteIds(): Promise<number[] | undefined> {
  const pack = await keptPack();
  if (!pack) return undefined;
  const ids = new Set(pack.favorites);
  for (const [id, favorite] of await pendingFavorites()) {
    if (favorite) ids.add(id);
    else ids.delete(id);
  }
  return [...ids];
}

/** A kept product in the shape of a product card or page (no price, store or sources offline). */
export function asCard(product: OfflineProduct) {
  return {
    id: product.id,
    barcode: product.barcode,
    name_en: product.name_en,
    name_de: product.name_de,
    name_fr: product.name_fr,
    description: product.quantity,
    image: product.image,
    price: null,
    diet_color: product.diet_color,
    // A pack kept by a version before 'why' has none: shown without, until the next sync.
    why: product.why ?? [],
    brand: product.brand ? { name: product.brand } : null,
    range: null,
    quantity: product.quantity,
    category: null,
    subcategory: null,
    grocery_store: null,
    product_url: null,
    stores: [],
    countries: [],
    labels: [],
    sources: [],
  } satisfies ProductCard & Record<string, unknown>;
}

export async function keptFavoriteProducts(): Promise<ProductCard[] | undefined> {
  const [pack, ids] = await Promise.all([keptPack(), keptFavoriteIds()]);
  if (!pack || !ids) return undefined;
  const byId = new Map(pack.products.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [asCard(product)] : [];
  });
}

export async function keptProduct(id: number): Promise<OfflineProduct | undefined> {
  return (await keptProducts()).find((p) => p.id === id);
}

/** A product page answered by this phone's copy (`from_phone`), not by the server. */
export type KeptProductPage = ProductPage & { from_phone: true };

/**
 * A kept product as its product page: the verdict with its reasons and, for a favourite or a
 * viewed product, the ingredient list. Nutrition, sources and alternatives are not kept: the page
 * says they need a connection (`from_phone`) instead of "none".
 */
export async function keptProductPage(id: number): Promise<KeptProductPage | undefined> {
  const kept = await keptProduct(id);
  if (!kept) return undefined;
  return {
    product: asCard(kept),
    details: {
      id: kept.id,
      ingredients: [],
      ingredients_text: { en: null, de: null, fr: null, other: kept.ingredients_text },
      allergens: [],
      traces: [],
      nutrition: {},
      description: null,
      production_country: null,
    },
    diet_check: { diet_color: kept.diet_color, checks: kept.checks },
    alternatives: [],
    from_phone: true,
  };
}

export async function keptByBarcode(barcode: string): Promise<OfflineProduct | undefined> {
  return (await keptProducts()).find((p) => p.barcode === barcode);
}

export async function keptDietCheck(id: number): Promise<DietCheckResult | undefined> {
  const product = await keptProduct(id);
  return product && { diet_color: product.diet_color, checks: product.checks };
}

export async function keptMyProducts(): Promise<MyProduct[] | undefined> {
  return (await keptPack())?.my_products;
}

/** The user's own product kept under this barcode (judged from its label). */
export async function keptMyProductByBarcode(barcode: string) {
  return (await keptMyProducts())?.find((p) => p.barcode === barcode);
}

export const isNetworkError = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'network';

/**
 * Asks the server; when it cannot be reached, answers from what this phone keeps. With nothing
 * kept, the network error stands (the caller says "not kept offline" or "no connection").
 */
export async function orKept<T>(
  request: () => Promise<T>,
  kept: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const answer = await kept().catch(() => undefined);
    if (answer === undefined) throw error;
    return answer;
  }
}
