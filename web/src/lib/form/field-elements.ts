import type { FieldElement } from './types';

const isCheckbox = (element: FieldElement): element is HTMLInputElement =>
  element.type === 'checkbox';
const isRadio = (element: FieldElement): element is HTMLInputElement => element.type === 'radio';

/**
 * A field's value as its elements hold it. Checkboxes bound to an array (a checkbox group) give
 * the values of the checked ones, a single checkbox whether it is checked; radios the checked
 * one's value or null; everything else its text, or a number (NaN when empty) with `asNumber`.
 */
export function readFieldValue(
  target: FieldElement,
  group: readonly FieldElement[],
  current: unknown,
  asNumber = false,
): unknown {
  if (isCheckbox(target))
    return Array.isArray(current)
      ? group.filter((box) => (box as HTMLInputElement).checked).map((box) => box.value)
      : target.checked;
  if (isRadio(target))
    return group.find((radio) => (radio as HTMLInputElement).checked)?.value ?? null;
  if (asNumber) return target.value === '' ? NaN : Number(target.value);
  return target.value;
}

/** Shows a value in an element: checks the checkbox or radio it stands for, or sets its text. */
export function writeFieldValue(element: FieldElement, value: unknown): void {
  if (isCheckbox(element))
    element.checked = Array.isArray(value) ? value.includes(element.value) : Boolean(value);
  else if (isRadio(element)) element.checked = element.value === value;
  else
    element.value =
      value === undefined || value === null || Number.isNaN(value) ? '' : String(value);
}

/** Deep equality of plain form values (strings, numbers, arrays, flat objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
