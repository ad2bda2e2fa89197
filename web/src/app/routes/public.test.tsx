import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '#web/test/render-route.tsx';
import { paths } from '#web/config/paths.ts';

// Each lazy page loads its own section of the locale files; a forgotten one shows raw keys
// (test/setup.ts turns a missing text into a failure).
describe.each([
  [paths.home, 'Know what fits your diet before it lands in your basket'],
  [paths.about, 'Groceries made simple for sensitive stomachs'],
  [paths.contact, 'Contact us'],
  [paths.faq, 'Frequently asked questions'],
  [paths.legal, 'Legal notices'],
  [paths.terms, 'Terms of service'],
  [paths.login, 'Welcome back'],
  [paths.register, 'Create your profile'],
])('%s', (path, heading) => {
  it('shows its own texts', async () => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
