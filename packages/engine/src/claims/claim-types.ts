// What a pack says about lactose and gluten, as read (not judged): free-from claims printed in the
// name, the ingredient text or a label tag, content statements, and qualifiers attached to one
// ingredient. The verdict side decides what they change (DOMAIN.md "Free-from claims").

/** The intolerances a regulated free-from claim exists for (LIV Art. 41/42, EU 828/2014). */
export type ClaimTopic = 'lactose' | 'gluten';

/** Where a claim was printed. */
export type ClaimSource = 'name' | 'ingredients' | 'label';

export interface FreeFromClaim {
  topic: ClaimTopic;
  source: ClaimSource;
  /**
   * 'free': laktosefrei, sans gluten, senza lattosio (< 0.1 g/100 g lactose, ≤ 20 mg/kg gluten);
   * 'reduced': laktosearm, very low gluten (≤ 100 mg/kg).
   */
  strength: 'free' | 'reduced';
  /** As printed ("sans lactose", "Laktosefrei"), or the label tag ("en:no-lactose"). */
  text: string;
}

/** "Teneur en lactose < 0,1 g/100 ml", "Laktosegehalt unter 0,1 g": not an ingredient. */
export interface ContentStatement {
  topic: ClaimTopic;
  /** As printed. */
  text: string;
  /** The stated upper bound in g per 100 g (or 100 ml), when the statement gives a number. */
  maxGramsPer100g?: number;
}

/** Everything a product says about itself, gathered from its name, text and labels. */
export interface ProductClaims {
  freeFrom: FreeFromClaim[];
  statements: ContentStatement[];
}
