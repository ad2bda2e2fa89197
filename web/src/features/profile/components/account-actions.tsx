import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { clearTokens } from '#web/lib/auth-tokens.ts';
import { paths } from '#web/config/paths.ts';
import { useExportAccount } from '../api/export-account';
import { useDeleteAccount } from '../api/delete-account';

/** The user's rights over their data: a JSON export and deleting the account (nFADP / GDPR). */
export function AccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exportAccount = useExportAccount();
  const deleteAccount = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');

  const close = () => {
    if (deleteAccount.isPending) return;
    setDeleting(false);
    setPassword('');
    deleteAccount.reset();
  };
  const confirmDelete = () =>
    deleteAccount.mutate(password, {
      onSuccess: () => {
        clearTokens();
        queryClient.clear();
        void navigate(paths.home);
      },
    });

  return (
    <Card as="section" aria-labelledby="account-title" className="flex flex-col gap-4">
      <div>
        <h2 id="account-title" className="text-xl font-semibold text-slate-900">
          {t('portal.profile.account.title')}
        </h2>
        <p className="text-slate-600">{t('portal.profile.account.intro')}</p>
      </div>
      {exportAccount.isError && (
        <Alert tone="error">{t('portal.profile.account.exportFailed')}</Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => exportAccount.mutate()}
          loading={exportAccount.isPending}
        >
          {exportAccount.isPending
            ? t('portal.profile.account.exporting')
            : t('portal.profile.account.export')}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('portal.profile.account.delete')}
        </Button>
      </div>
      <Modal
        open={deleting}
        onClose={close}
        title={t('portal.profile.account.deleteTitle')}
        description={t('portal.profile.account.deleteText')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={deleteAccount.isPending}>
              {t('portal.profile.account.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmDelete}
              disabled={password === ''}
              loading={deleteAccount.isPending}
            >
              {deleteAccount.isPending
                ? t('portal.profile.account.deleting')
                : t('portal.profile.account.deleteConfirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <TextField
            label={t('portal.profile.account.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {deleteAccount.isError && (
            <Alert tone="error">{t('portal.profile.account.deleteFailed')}</Alert>
          )}
        </div>
      </Modal>
    </Card>
  );
}
