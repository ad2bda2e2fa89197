import { describe, expect, it } from 'vitest';
import {
  CredentialsUpdateSchema,
  PasswordSchema,
  RegisterRequestSchema,
  TokenRequestSchema,
} from './index.js';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = {
  username: 'anna',
  email: 'anna@example.ch',
  password1: 'Sicher!Pass1',
  password2: 'Sicher!Pass1',
  shopping_preference: 0,
  gender: 'Female',
  name: 'Anna',
  surname: 'Muster',
  birth_year: 1990,
};

describe('account schemas shared by the web forms and the server', () => {
  it.each([
    ['Sh0rt!', 'password_too_short'],
    ['alllower1!', 'password_needs_uppercase'],
    ['NoDigits!!', 'password_needs_digit'],
    ['NoSpecial12', 'password_needs_special'],
    ['Ä'.repeat(64) + '1!' + 'x'.repeat(63), 'password_too_long'],
  ])('rejects the password %j with %s', (password, code) => {
    const result = PasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(code);
  });

  it('accepts a password with an uppercase letter, a digit and a special character, umlauts included', () => {
    expect(PasswordSchema.safeParse('Grüezi 2026!').success).toBe(true);
    expect(PasswordSchema.safeParse('ÉCOLE-école-7').success).toBe(true);
  });

  it('needs the two passwords to match and the user to be 16 this year or older', () => {
    const year = new Date().getUTCFullYear();
    expect(codes(RegisterRequestSchema.safeParse({ ...valid, password2: 'Other!Pass1' }))).toEqual({
      password2: 'passwords_mismatch',
    });
    expect(codes(RegisterRequestSchema.safeParse({ ...valid, birth_year: year - 15 }))).toEqual({
      birth_year: 'too_young',
    });
    expect(codes(RegisterRequestSchema.safeParse({ ...valid, birth_year: 1899 }))).toEqual({
      birth_year: 'birth_year_out_of_range',
    });
    expect(RegisterRequestSchema.safeParse({ ...valid, birth_year: year - 16 }).success).toBe(true);
  });

  it('rejects unknown fields instead of dropping them silently', () => {
    const result = RegisterRequestSchema.safeParse({ ...valid, is_admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('logs in with identifier or with the original client’s username field', () => {
    expect(TokenRequestSchema.safeParse({ identifier: 'anna', password: 'x' }).success).toBe(true);
    expect(TokenRequestSchema.safeParse({ username: 'anna', password: 'x' }).success).toBe(true);
    expect(codes(TokenRequestSchema.safeParse({ password: 'x' }))).toEqual({
      identifier: 'required',
    });
  });

  it('asks for something to change besides the current password', () => {
    expect(codes(CredentialsUpdateSchema.safeParse({ current_password: 'x' }))).toEqual({
      new_password: 'nothing_to_change',
    });
  });
});
