import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '#web/i18n/setup.ts';
import { renderRoute } from '#web/test/render-route.tsx';

afterEach(() => i18n.changeLanguage('en'));

describe('unknown paths', () => {
  it('show the Not Found page with a way home', async () => {
    renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', {
        name: 'The page you are searching for does not exists!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Page not found · SafeShelf');
  });

  it.each([
    ['de', 'Die gesuchte Seite existiert nicht!', 'Seite nicht gefunden · SafeShelf'],
    ['fr', 'La page que vous cherchez n’existe pas\u00a0!', 'Page introuvable · SafeShelf'],
  ])('have a page title in the user’s language (%s)', async (language, heading, title) => {
    await i18n.changeLanguage(language);
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });
});
