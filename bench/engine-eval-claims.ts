// Products that carry Open Food Facts' lactose-free or gluten-free label (en:no-lactose,
// en:no-gluten), judged with all their data as the app judges them: a regulated claim for the
// intolerance should never be red (DOMAIN.md, free-from claims). Also how often OFF's own allergen
// tags contradict the label.
import type { Engine, Intolerance, ProductInput } from '@safeshelf/engine';

const CLAIMS: { label: string; intolerance: Intolerance; allergen: string }[] = [
  { label: 'en:no-lactose', intolerance: 'lactose', allergen: 'en:milk' },
  { label: 'en:no-gluten', intolerance: 'gluten', allergen: 'en:gluten' },
];

export function printClaims(engine: Engine, products: ProductInput[], list: boolean): void {
  console.log('\n| label | products | green | yellow | red | OFF tags the allergen |');
  console.log('|---|---|---|---|---|---|');
  const reds: string[] = [];
  for (const { label, intolerance, allergen } of CLAIMS) {
    const labelled = products.filter((p) => p.labels_tags?.includes(label));
    const count = { green: 0, yellow: 0, red: 0 };
    let offTagged = 0;
    for (const p of labelled) {
      const v = engine.judge(
        p,
        { intolerances: [intolerance], custom: [], toleratedFodmapGroups: [] },
        'en',
      );
      const colour = v.per_intolerance[intolerance] ?? 'green';
      count[colour]++;
      if (p.allergens_tags?.includes(allergen)) offTagged++;
      if (colour === 'red')
        reds.push(
          `${p.code} ${label} ${String(p.product_name ?? '').slice(0, 40)} → ${v.checks
            .filter((c) => c.type === 'danger')
            .map((c) => `${c.code}(${c.trigger ?? ''})`)
            .join(', ')}`,
        );
    }
    console.log(
      `| ${label} | ${labelled.length} | ${count.green} | ${count.yellow} | ${count.red} | ${offTagged} |`,
    );
  }
  if (list) console.log(`\nred despite the label (${reds.length}):\n${reds.join('\n')}`);
}
