import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DietCheck } from '@safeshelf/contract';
import i18n, { loadNamespaces } from '#web/i18n/setup.ts';
import { DietCheckCard } from './diet-check-card';

beforeAll(async () => {
  await loadNamespaces('portal');
});

const check = (over: Partial<DietCheck>): DietCheck => ({
  type: 'safe',
  intolerance: 'lactose',
  code: 'lactose.table_sugars_zero',
  text: 'The nutrition table states 0 g sugars per 100 g: under 0.5 g lactose.',
  ...over,
});

describe('where a check stands (issue 27 point 6)', () => {
  it('says where the engine found each trigger, not a guess from the texts shown', async () => {
    await i18n.changeLanguage('en');
    render(
      <DietCheckCard
        result={{
          diet_color: 'red',
          checks: [
            // 7610818042777 "Honig": judged from the name, which the list does not repeat.
            check({
              type: 'danger',
              intolerance: 'fructose',
              code: 'fructose.honey',
              text: 'Contains honey.',
              trigger: 'Honig',
              source: 'name',
            }),
            check({ trigger: 'Milchzucker', source: 'traces', code: 'lactose.traces' }),
            check({ trigger: 'Mehl', source: 'ingredients', code: 'gluten.assumed_wheat' }),
            check({ trigger: 'en:no-gluten', source: 'labels', code: 'gluten.label_free' }),
            check({ trigger: 'Wein', code: 'custom.contains' }),
          ],
        }}
      />,
    );
    expect(screen.getByText('Found in the product name:')).toBeInTheDocument();
    expect(screen.getByText('Found in the trace statement:')).toBeInTheDocument();
    expect(screen.getByText('Found in the ingredients:')).toBeInTheDocument();
    expect(screen.getByText('Found on the labels:')).toBeInTheDocument();
    // A check that does not say where: only "on the pack" is certain.
    expect(screen.getByText('Found on the pack:')).toBeInTheDocument();
  });

  it('says it in German and French too', async () => {
    await i18n.changeLanguage('de');
    const result = {
      diet_color: 'green' as const,
      checks: [check({ trigger: 'Emmentaler', source: 'nutrition' as const })],
    };
    const { unmount } = render(<DietCheckCard result={result} />);
    expect(screen.getByText('Gefunden in der Nährwerttabelle:')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr');
    render(<DietCheckCard result={result} />);
    expect(screen.getByText('Trouvé dans le tableau nutritionnel :')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
