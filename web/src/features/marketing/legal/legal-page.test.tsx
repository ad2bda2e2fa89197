import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '#web/test/render-route.tsx';
import { paths } from '#web/config/paths.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import de from '#web/i18n/locales/de.json';
import fr from '#web/i18n/locales/fr.json';

describe('privacy policy', { timeout: 20_000 }, () => {
  it('says product photos come from Open Food Facts’ image server, in the browser', async () => {
    renderRoute(paths.legal);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Privacy policy' }, { timeout: 8000 }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Product photos come from Open Food Facts' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/your browser loads them directly from the image server of Open Food Facts/),
    ).toHaveTextContent('static.openfoodfacts.org');
  });

  it.each([
    ['de', de.legal.privacy.sections.images.text, 'Ihr Browser lädt sie direkt'],
    ['fr', fr.legal.privacy.sections.images.text, 'votre navigateur les charge directement'],
  ])('says the same in %s', (_language, text, phrase) => {
    expect(text).toContain(phrase);
    expect(text).toContain('static.openfoodfacts.org');
  });
});

describe('privacy policy: the household (issue 33)', () => {
  it('says in English that the people one shops for are health data only the account holder sees', async () => {
    renderRoute(paths.legal);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Privacy policy' }, { timeout: 8000 }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'People you shop for' }),
    ).toBeInTheDocument();
    const text = screen.getByText(/up to 6 people of your household/);
    expect(text).toHaveTextContent('GDPR (Art. 9)');
    expect(text).toHaveTextContent('Only you');
    expect(text).toHaveTextContent('never write them to our logs');
    expect(text).toHaveTextContent('deleted with your account');
  });

  it.each([
    [
      'de',
      de.legal.privacy.sections.household.text,
      ['DSGVO (Art. 9)', 'Nur Sie', 'nie in unsere Protokolle', 'mit Ihrem Konto gelöscht'],
    ],
    [
      'fr',
      fr.legal.privacy.sections.household.text,
      ['RGPD (art. 9)', 'Vous seul', 'jamais dans nos journaux', 'supprimées avec votre compte'],
    ],
  ])('says the same in %s', (_language, text, phrases) => {
    for (const phrase of phrases) expect(text).toContain(phrase);
  });
});

describe('product image', () => {
  it('shows a plain placeholder when the photo cannot be loaded', () => {
    const { container } = render(
      <ProductImage src="https://static.openfoodfacts.org/images/products/x.jpg" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
