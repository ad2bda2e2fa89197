import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DietCheckResult, MyProduct, MyProductCreate } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';
import { queueAction } from '#web/lib/offline/outbox.ts';
import { myProductsKey } from './get-my-products';

export const createMyProduct = (body: MyProductCreate) =>
  apiRequest<MyProduct>(apiUrl(endpoints.createMyProduct), { method: 'POST', body });

/** Saved on the server, or (without signal) waiting on the phone to be sent when back online. */
export type SaveOutcome = 'saved' | 'queued';

export interface SaveMyProduct {
  body: MyProductCreate;
  /**
   * The verdict on the label for the user's own diet (the server's, or the phone's without
   * signal): shown in My products until the server judges the product itself. Without one (the
   * label was judged for someone else), saving needs a connection.
   */
  verdict?: DietCheckResult;
}

async function saveOrQueue({ body, verdict }: SaveMyProduct): Promise<SaveOutcome> {
  try {
    await createMyProduct(body);
    return 'saved';
  } catch (error) {
    if (!isNetworkError(error) || !verdict) throw error;
    await queueAction({
      kind: 'my-product',
      product: {
        name: body.name,
        barcode: body.barcode ?? null,
        ingredients_text: body.ingredients_text,
        lang: body.lang ?? null,
        diet_color: verdict.diet_color,
        checks: verdict.checks,
        created_at: new Date().toISOString(),
      },
      request: { method: 'POST', path: apiUrl(endpoints.createMyProduct), body },
    });
    return 'queued';
  }
}

export function useCreateMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsKey }),
  });
}
