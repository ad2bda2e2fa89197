import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useToggleFavorite } from '../api/toggle-favorite';
import type { FavoriteProduct } from '../types';

/** Asks before removing; while removing it cannot be closed and says 'Removing…'. */
export function RemoveFavoriteModal({
  product,
  name,
  onDone,
}: {
  product: FavoriteProduct;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useToggleFavorite();
  const close = () => {
    if (!toggle.isPending) onDone();
  };
  const remove = () =>
    toggle.mutate(product.id, {
      onSuccess: () => {
        queryClient.setQueryData<FavoriteProduct[]>(['favorites', 'products'], (list = []) =>
          list.filter((item) => item.id !== product.id),
        );
        onDone();
      },
    });
  return (
    <Modal
      open
      onClose={close}
      title={t('portal.favorites.confirmTitle')}
      description={t('portal.favorites.confirmText', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={toggle.isPending}>
            {t('portal.favorites.cancel')}
          </Button>
          <Button variant="danger" onClick={remove} disabled={toggle.isPending}>
            {toggle.isPending ? t('portal.favorites.removing') : t('portal.favorites.confirm')}
          </Button>
        </>
      }
    >
      {toggle.isError && <Alert tone="error">{t('portal.favorites.toggleFailed')}</Alert>}
    </Modal>
  );
}
