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
