import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';

interface Props {
  open: boolean;
  initial: string;
  onCancel: () => void;
  onSave: (text: string) => void;
}

/** Describes an intolerance or diet beyond the four listed; Save stays disabled while it is blank. */
export function OtherIntoleranceModal({ open, initial, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('register.intolerances.modal.title')}
      description={t('register.intolerances.modal.description')}
    >
      {open && <ModalBody initial={initial} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}

function ModalBody({ initial, onCancel, onSave }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // The modal is portalled, but React events still bubble to the questionnaire's form.
        event.stopPropagation();
        if (text.trim()) onSave(text.trim());
      }}
    >
      <TextAreaField
        label={t('register.intolerances.modal.label')}
        hint={t('register.intolerances.modal.hint')}
        rows={3}
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('register.intolerances.modal.cancel')}
        </Button>
        <Button type="submit" disabled={!text.trim()}>
          {t('register.intolerances.modal.save')}
        </Button>
      </div>
    </form>
  );
}
