import { useId } from 'react';
import { choiceClass } from './form-field';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  hint?: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (selected: T[]) => void;
}

export function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  selected,
  onChange,
}: CheckboxGroupProps<T>) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
                checked
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className={choiceClass}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? selected.filter((value) => value !== option.value)
                      : [...selected, option.value],
                  )
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
