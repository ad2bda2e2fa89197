import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { paths } from '#web/config/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { clearTokens } from '#web/lib/auth-tokens.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import {
  registerAccount,
  registerValidation,
  type RegisterFormInput,
  type RegisterFormValues,
} from '#web/features/auth/api/register.ts';
import { logIn } from '#web/features/auth/api/login.ts';
import { AuthCard } from '../auth-card';
import { StepAccount } from './step-account';
import { StepBirthYear } from './step-birth-year';
import { StepGender } from './step-gender';
import { StepIntolerances } from './step-intolerances';
import { StepName } from './step-name';
import { StepShopping } from './step-shopping';
import { STEPS, stepOfField } from './steps';

const stepViews = [
  StepIntolerances,
  StepShopping,
  StepGender,
  StepName,
  StepBirthYear,
  StepAccount,
];

/** The six-step sign-up questionnaire; one form, validated step by step. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<{ field: string; message: string }[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: registerValidation,
    mode: 'onTouched',
    defaultValues: {
      intolerances: [],
      other: '',
      name: '',
      surname: '',
      username: '',
      email: '',
      password1: '',
      password2: '',
    },
  });
  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  const StepView = stepViews[step]!;
  useDocumentTitle(t('register.title'));

  // Screen-reader and keyboard users land on the new step's heading.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  // A field a failed Next has flagged is checked again at each change, so its error goes as soon as
  // it is fixed. Left to blur, the error vanished under the pointer as Next was pressed, the button
  // moved up and the click missed: Next took two clicks (issue 13).
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name && flagged.includes(name)) void form.trigger(name as keyof RegisterFormInput);
      },
    });
  }, [form, flagged]);

  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };
  const next = async () => {
    if (await form.trigger([...current.fields])) goTo(step + 1);
    else setFlagged(current.fields);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerAccount(values, currentLanguage());
    } catch (error) {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
      for (const [field, code] of fields)
        form.setError(field as keyof RegisterFormInput, { type: 'server', message: code });
      setFailure(
        fields.map(([field, code]) => ({
          field,
          message: `${fieldLabel(field)}: ${errorText(code)}`,
        })),
      );
      const earliest = Math.min(...fields.map(([field]) => stepOfField(field)));
      if (Number.isFinite(earliest) && earliest < step) goTo(earliest);
      return;
    }
    // Signed up means signed in. Should that fail, the account exists: the login page says so.
    clearTokens();
    try {
      await logIn({ identifier: values.username, password: values.password1 });
    } catch {
      await navigate(paths.login, { state: { registered: true } });
      return;
    }
    await navigate(paths.portal.home);
  });

  const fieldLabel = (field: string) => {
    const labels: Record<string, string> = {
      username: t('register.account.username'),
      email: t('register.account.email'),
      password1: t('register.account.password'),
      password2: t('register.account.confirm'),
      name: t('register.name.name'),
      surname: t('register.name.surname'),
      birth_year: t('register.birthYear.label'),
      gender: t('register.steps.gender'),
      shopping_preference: t('register.steps.shopping'),
      intolerances: t('register.steps.intolerances'),
    };
    return labels[field] ?? field;
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <p className="text-sm font-semibold text-brand-800">
        {t('register.progress', { step: step + 1, total: STEPS.length })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-6 scroll-mt-40 text-xl font-bold text-slate-900 outline-none"
      >
        {t(`register.steps.${current.key}`)}
      </h2>
      <FormProvider {...form}>
        <form
          // Enter in a field of an earlier step moves on instead of submitting the whole questionnaire.
          onSubmit={(event) => {
            if (last) return void onSubmit(event);
            event.preventDefault();
            void next();
          }}
          onFocus={registerValidation.preload}
          noValidate
          className="mt-4 flex flex-col gap-6"
        >
          <StepView />
          {failure && (
            <Alert tone="error">
              <p>{t('register.failure')}</p>
              {failure.length > 0 && (
                <ul className="mt-2 list-disc pl-5 font-normal">
                  {failure.map((item) => (
                    <li key={item.field}>{item.message}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {/* On a phone the buttons wrap in reading order: Create account after Previous. */}
          <div className="flex flex-wrap justify-between gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)}>
                {t('register.previous')}
              </Button>
            ) : (
              <span />
            )}
            {/* Two elements, not one whose type changes: React re-renders within the Next click
                (microtasks run before the click's default action), and a Next button turned into
                the submit button was then submitted by that same click (issue 31.5). */}
            {last ? (
              <Button
                key="submit"
                type="submit"
                loading={form.formState.isSubmitting}
                disabled={!form.formState.isValid}
              >
                {t('register.submit')}
              </Button>
            ) : (
              <Button key="next" onClick={() => void next()}>
                {t('register.next')}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
      <p className="mt-8 text-center text-slate-700">
        {t('register.haveAccount')}{' '}
        <Link
          to={paths.login}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
