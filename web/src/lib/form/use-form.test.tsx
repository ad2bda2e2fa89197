import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from './use-form';

interface Order {
  name: string;
  note: string;
  size: string;
  count: number;
  colour: string | null;
  extras: string[];
}

function OrderForm({ onSend }: { onSend: (order: Order) => void }) {
  const { register, handleSubmit } = useForm<Order>({
    defaultValues: { name: '', note: '', size: 'M', extras: ['cheese'] },
  });
  return (
    <form onSubmit={handleSubmit(onSend)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <label>
        Note <textarea {...register('note')} />
      </label>
      <label>
        Size
        <select {...register('size')}>
          <option>S</option>
          <option>M</option>
          <option>L</option>
        </select>
      </label>
      <label>
        Count <input type="number" {...register('count', { valueAsNumber: true })} />
      </label>
      {['red', 'blue'].map((colour) => (
        <label key={colour}>
          <input type="radio" value={colour} {...register('colour')} />
          {colour}
        </label>
      ))}
      {['cheese', 'olives'].map((extra) => (
        <label key={extra}>
          <input type="checkbox" value={extra} {...register('extras')} />
          {extra}
        </label>
      ))}
      <button>Send</button>
    </form>
  );
}

describe('a form with uncontrolled inputs', () => {
  it('shows the default values and sends what the user chose in each kind of input', async () => {
    const onSend = vi.fn();
    render(<OrderForm onSend={onSend} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Size')).toHaveValue('M');
    expect(screen.getByRole('checkbox', { name: 'cheese' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'olives' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'red' })).not.toBeChecked();

    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('Note'), 'No onions');
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    await user.type(screen.getByLabelText('Count'), '3');
    await user.click(screen.getByRole('radio', { name: 'blue' }));
    await user.click(screen.getByRole('checkbox', { name: 'olives' }));
    await user.click(screen.getByRole('checkbox', { name: 'cheese' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        name: 'Anna',
        note: 'No onions',
        size: 'L',
        count: 3,
        colour: 'blue',
        extras: ['olives'],
      }),
    );
  });

  it('sends an empty number as NaN and no radio choice as null', async () => {
    const onSend = vi.fn();
    render(<OrderForm onSend={onSend} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        name: '',
        note: '',
        size: 'M',
        count: NaN,
        colour: null,
        extras: ['cheese'],
      }),
    );
  });

  it('keeps the answers of inputs that leave the page and shows them when they come back', async () => {
    function Steps() {
      const [step, setStep] = useState(1);
      const { register } = useForm<{ name: string; colour: string }>({
        defaultValues: { name: '', colour: '' },
      });
      return (
        <>
          {step === 1 ? (
            <label>
              Name <input {...register('name')} />
            </label>
          ) : (
            ['red', 'blue'].map((colour) => (
              <label key={colour}>
                <input type="radio" value={colour} {...register('colour')} />
                {colour}
              </label>
            ))
          )}
          <button onClick={() => setStep(step === 1 ? 2 : 1)}>Switch</button>
        </>
      );
    }
    render(<Steps />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    await user.click(screen.getByRole('radio', { name: 'blue' }));
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByRole('radio', { name: 'blue' })).toBeChecked();
  });
});

interface Person {
  name: string;
  city: string;
}

function PersonForm({
  person,
  onSave = () => {},
}: {
  person: Person;
  onSave?: (person: Person) => void;
}) {
  const { register, handleSubmit, reset, formState } = useForm<Person>({ values: person });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <label>
        City <input {...register('city')} />
      </label>
      <button disabled={!formState.isDirty}>Save</button>
      <button type="button" onClick={() => reset()}>
        Undo
      </button>
      <button type="button" onClick={() => reset({ name: 'Ben', city: 'Genève' })}>
        Ben
      </button>
    </form>
  );
}

describe('changes, reset and values from outside', () => {
  it('can save only while something differs from the values it started with', async () => {
    render(<PersonForm person={{ name: 'Anna', city: 'Bern' }} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('City'), 'e');
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('City'), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('undoes changes with reset(), and reset(values) shows new values that count as unchanged', async () => {
    render(<PersonForm person={{ name: 'Anna', city: 'Bern' }} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ben' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ben');
    expect(screen.getByLabelText('City')).toHaveValue('Genève');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('follows new values from outside, and keeps the user’s changes while they stay the same', async () => {
    const { rerender } = render(<PersonForm person={{ name: 'Anna', city: 'Bern' }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'e');
    rerender(<PersonForm person={{ name: 'Anna', city: 'Bern' }} />);
    expect(screen.getByLabelText('City')).toHaveValue('Berne');

    rerender(<PersonForm person={{ name: 'Anna', city: 'Zürich' }} />);
    expect(screen.getByLabelText('City')).toHaveValue('Zürich');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
