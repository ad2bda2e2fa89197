import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, Subcategory } from '@safeshelf/contract';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { localName } from '#web/lib/local-name.ts';
import { keepShelf, requestSync, type ShelfChoice } from '../sync';

const namesOf = (c: Category | Subcategory) => ({ en: c.name_en, de: c.name_de, fr: c.name_fr });

/** Choose a category ("Dairy") or subcategory ("Bread") to keep on the phone. Needs signal. */
export function ShelfChooser({
  categories,
  subcategories,
  kept,
  online,
}: {
  categories?: Category[];
  subcategories?: Subcategory[];
  kept: string[];
  online: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState('');
  const lang = i18n.resolvedLanguage ?? 'en';
  if (!online || !categories)
    return <p className="text-slate-700">{t('portal.offline.chooseNeedsSignal')}</p>;
  const choices: ShelfChoice[] = categories.flatMap((category) => [
    { kind: 'category', id: category.id, names: namesOf(category) },
    ...(subcategories ?? [])
      .filter((s) => s.category === category.id)
      .map((s) => ({ kind: 'subcategory' as const, id: s.id, names: namesOf(s) })),
  ]);
  const label = (choice: ShelfChoice) => {
    const text = localName(
      { name_en: choice.names.en, name_de: choice.names.de, name_fr: choice.names.fr },
      lang,
    );
    return choice.kind === 'subcategory' ? `— ${text}` : text;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((c) => `${c.kind}:${c.id}` === value);
    if (!choice) return;
    await keepShelf(choice);
    // Asks the browser not to clear the kept data when space runs low.
    void navigator.storage?.persist?.().catch(() => false);
    setValue('');
    requestSync();
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <SelectField
        label={t('portal.offline.choose')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        <option value="">{t('portal.offline.choosePlaceholder')}</option>
        {choices
          .filter((c) => !kept.includes(`${c.kind}:${c.id}`))
          .map((c) => (
            <option key={`${c.kind}:${c.id}`} value={`${c.kind}:${c.id}`}>
              {label(c)}
            </option>
          ))}
      </SelectField>
      <Button type="submit" disabled={!value}>
        {t('portal.offline.keep')}
      </Button>
    </form>
  );
}
