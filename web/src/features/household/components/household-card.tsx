import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_HOUSEHOLD_PEOPLE } from '@safeshelf/contract/values';
import type { HouseholdPerson } from '@safeshelf/contract';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { intoleranceLabel } from '#web/components/diet/diet-check-card.tsx';
import { useHousehold } from '../api/get-household';
import { useDeletePerson } from '../api/delete-person';
import { PersonForm } from './person-form';

/** What a person avoids, in a line: "Gluten, celery". */
function useDietSummary() {
  const { t } = useTranslation();
  return (person: HouseholdPerson) => {
    const words = [
      ...person.intolerances.map((i) => intoleranceLabel(t, i)),
      ...person.custom_intolerances,
    ];
    return words.length ? words.join(', ') : t('portal.household.card.none');
  };
}

/**
 * The people the user shops for (issue 33), on the profile page: up to six, each with a name and
 * a diet; added, changed and removed here. Only the account holder ever sees this.
 */
export function HouseholdCard() {
  const { t } = useTranslation();
  const household = useHousehold();
  const remove = useDeletePerson();
  const summary = useDietSummary();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<HouseholdPerson | null>(null);
  const [saved, setSaved] = useState(false);
  const people = household.data ?? [];
  const done = (person: HouseholdPerson | null) => {
    setSaved(person !== null);
    setEditing(null);
  };

  return (
    <Card
      as="section"
      id="household"
      aria-labelledby="household-title"
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="household-title" className="text-xl font-semibold text-slate-900">
          {t('portal.household.card.title')}
        </h2>
        <p className="text-slate-600">{t('portal.household.card.intro')}</p>
      </div>
      <QueryState
        query={household}
        isEmpty={people.length === 0 && editing !== 'new'}
        empty={<span className="block text-left">{t('portal.household.card.empty')}</span>}
      >
        <ul className="flex flex-col gap-3">
          {people.map((person) =>
            editing === person.id ? (
              <li key={person.id}>
                <PersonForm person={person} onDone={done} />
              </li>
            ) : (
              <li
                key={person.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
                >
                  {person.initials}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-semibold text-slate-900">{person.name}</p>
                  <p className="text-sm text-slate-600">{summary(person)}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('portal.household.card.edit', { name: person.name })}
                    onClick={() => {
                      setSaved(false);
                      setEditing(person.id);
                    }}
                  >
                    {t('portal.household.card.change')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('portal.household.card.remove', { name: person.name })}
                    onClick={() => setRemoving(person)}
                  >
                    {t('portal.household.card.removeConfirm')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </QueryState>
      {saved && <Alert tone="success">{t('portal.household.card.saved')}</Alert>}
      {editing === 'new' ? (
        <PersonForm onDone={done} />
      ) : people.length >= MAX_HOUSEHOLD_PEOPLE ? (
        <p className="text-sm text-slate-700">{t('portal.household.card.full')}</p>
      ) : (
        household.data && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              setSaved(false);
              setEditing('new');
            }}
          >
            {t('portal.household.card.add')}
          </Button>
        )
      )}
      {removing && (
        <Modal
          open
          onClose={() => !remove.isPending && setRemoving(null)}
          title={t('portal.household.card.removeTitle', { name: removing.name })}
          description={t('portal.household.card.removeText')}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => setRemoving(null)}
                disabled={remove.isPending}
              >
                {t('portal.household.card.cancel')}
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
              >
                {t('portal.household.card.removeConfirm')}
              </Button>
            </>
          }
        >
          {remove.isError && <Alert tone="error">{t('portal.household.card.removeFailed')}</Alert>}
        </Modal>
      )}
    </Card>
  );
}
