import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useFormContext, useWatch } from './form-context';
import type { FieldErrors, Resolver } from './types';
import { useForm } from './use-form';

interface Account {
  username: string;
  email: string;
}

// Like a zod schema: checks all values at once; `message` is an error code.
const resolver: Resolver<Account> = async (values) => {
  const errors: FieldErrors<Account> = {};
  if (values.username.length < 3) errors.username = { type: 'too_small', message: 'too_short' };
  if (!values.email.includes('@'))
    errors.email = { type: 'invalid_format', message: 'invalid_email' };
  return Object.keys(errors).length ? { errors } : { values, errors };
};

function AccountForm({
  mode,
  guard = false,
  onSave = () => {},
}: {
  mode?: 'onSubmit' | 'onTouched';
  guard?: boolean;
  onSave?: (
    account: Account,
    form: { setError: (name: 'username', error: { type: string; message: string }) => void },
  ) => unknown;
}) {
  const form = useForm<Account>({ resolver, mode, defaultValues: { username: '', email: '' } });
  const { register, handleSubmit, formState, trigger, setError } = form;
  const [step, setStep] = useState(1);
  return (
    <form onSubmit={handleSubmit((account) => onSave(account, { setError }))}>
      <label>
        Username <input aria-describedby="username-error" {...register('username')} />
      </label>
      <p id="username-error">{formState.errors.username?.message}</p>
      <label>
        Email <input aria-describedby="email-error" {...register('email')} />
      </label>
      <p id="email-error">{formState.errors.email?.message}</p>
      <p>Step {step}</p>
      <button type="button" onClick={async () => (await trigger(['username'])) && setStep(2)}>
        Next
      </button>
      <button type="button" onClick={() => void trigger('email')}>
        Check email
      </button>
      <button disabled={guard && !formState.isValid}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

const username = () => screen.getByLabelText('Username');
const email = () => screen.getByLabelText('Email');

describe('validation timing', () => {
  it('onTouched: quiet while a field is first typed, checked when it is left, then at every change', async () => {
    render(<AccountForm mode="onTouched" />);
    const user = userEvent.setup();
    await user.type(username(), 'an');
    expect(username()).toHaveAccessibleDescription('');
    await user.tab();
    expect(await screen.findByText('too_short')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('');
    await user.type(username(), 'n');
    await vi.waitFor(() => expect(username()).toHaveAccessibleDescription(''));
    await user.type(username(), '{Backspace}');
    expect(await screen.findByText('too_short')).toBeInTheDocument();
  });

  it('onSubmit: nothing until the first submit, which focuses the first invalid field, then at every change', async () => {
    const onSave = vi.fn();
    render(<AccountForm onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(username(), 'an');
    await user.tab();
    await user.type(email(), 'anna');
    expect(username()).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('too_short')).toBeInTheDocument();
    expect(screen.getByText('invalid_email')).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(username(), 'n');
    await vi.waitFor(() => expect(username()).toHaveAccessibleDescription(''));
    expect(screen.getByText('invalid_email')).toBeInTheDocument();
  });

  it('trigger(fields) shows the errors of those fields only and tells whether they are valid', async () => {
    render(<AccountForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('too_short')).toBeInTheDocument();
    expect(screen.queryByText('invalid_email')).not.toBeInTheDocument();
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    await user.type(username(), 'anna');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2')).toBeInTheDocument();
    expect(screen.queryByText('invalid_email')).not.toBeInTheDocument();
  });

  it('enables Save once every field is valid, while typing, and shows it is saving', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AccountForm mode="onTouched" guard onSave={onSave} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(username(), 'anna');
    await user.type(email(), 'anna@example.ch');
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(
      { username: 'anna', email: 'anna@example.ch' },
      expect.anything(),
    );
  });

  it('keeps an error from the server until its field changes', async () => {
    const refuse = (
      _: Account,
      form: { setError: (name: 'username', error: { type: string; message: string }) => void },
    ) => form.setError('username', { type: 'server', message: 'username_taken' });
    render(<AccountForm mode="onTouched" guard onSave={refuse} />);
    const user = userEvent.setup();
    await user.type(username(), 'anna');
    await user.type(email(), 'anna@example.ch');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('username_taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(email(), 'x');
    await user.click(screen.getByRole('button', { name: 'Check email' }));
    expect(screen.getByText('username_taken')).toBeInTheDocument();
    await user.type(username(), 'x');
    await vi.waitFor(() => expect(screen.queryByText('username_taken')).not.toBeInTheDocument());
  });
});

describe('the resolver', () => {
  it('does not run before anything is validated, as it may download the schema', async () => {
    const check = vi.fn(resolver);
    function Quiet() {
      const { register } = useForm<Account>({
        resolver: check,
        defaultValues: { username: '', email: '' },
      });
      return (
        <label>
          Username <input {...register('username')} />
        </label>
      );
    }
    render(<Quiet />);
    const user = userEvent.setup();
    await user.type(username(), 'anna');
    await user.tab();
    expect(check).not.toHaveBeenCalled();
  });
});

describe('forms without a resolver', () => {
  it('check each field with its validate rule', async () => {
    const onSave = vi.fn();
    function Nickname() {
      const { register, handleSubmit, formState } = useForm<{ nickname: string }>({
        defaultValues: { nickname: '' },
      });
      return (
        <form onSubmit={handleSubmit(onSave)}>
          <label>
            Nickname{' '}
            <input
              {...register('nickname', { validate: (value) => value.length > 1 || 'Too short' })}
            />
          </label>
          {formState.errors.nickname && <p>{formState.errors.nickname.message}</p>}
          <button>Save</button>
        </form>
      );
    }
    render(<Nickname />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nickname'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nickname'), 'b');
    await vi.waitFor(() => expect(screen.queryByText('Too short')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ nickname: 'ab' }));
  });
});

describe('a form shared with its parts', () => {
  function Greeting() {
    const { control, setValue } = useFormContext<Account>();
    const [name] = useWatch({ control, name: ['username'] });
    return (
      <>
        <p>Hello {name || 'stranger'}</p>
        <button type="button" onClick={() => setValue('username', 'al', { shouldValidate: true })}>
          Be Al
        </button>
      </>
    );
  }
  function Shared() {
    const form = useForm<Account>({ resolver, defaultValues: { username: '', email: '' } });
    return (
      <FormProvider {...form}>
        <label>
          Username <input {...form.register('username')} />
        </label>
        <p>{form.formState.errors.username?.message}</p>
        <Greeting />
      </FormProvider>
    );
  }

  it('lets a part watch values and set them', async () => {
    render(<Shared />);
    const user = userEvent.setup();
    await user.type(username(), 'anna');
    expect(screen.getByText('Hello anna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Be Al' }));
    expect(username()).toHaveValue('al');
    expect(screen.getByText('Hello al')).toBeInTheDocument();
    expect(await screen.findByText('too_short')).toBeInTheDocument();
  });
});
