import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { LANGUAGE_CODES, type ProfileLanguage } from '../languages';

/** The one language setting: it switches the interface at once, and the portal saves it. */
export function LanguageSetting() {
  const { t, i18n } = useTranslation();
  return (
    <SelectField
      label={t('portal.profile.personal.language')}
      hint={t('portal.profile.personal.languageHint')}
      value={i18n.resolvedLanguage}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {(Object.keys(LANGUAGE_CODES) as ProfileLanguage[]).map((language) => (
        <option key={language} value={LANGUAGE_CODES[language]}>
          {t(`common.languages.${LANGUAGE_CODES[language]}`)}
        </option>
      ))}
    </SelectField>
  );
}
