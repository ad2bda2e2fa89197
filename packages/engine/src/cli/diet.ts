// npm run --silent diet -- --intolerances lactose,gluten,fructose,fodmap [--custom "Sellerie,noisettes"]
//   [--lang de] [--tolerate fructans,gos] < products.jsonl
// Reads one product (Open Food Facts fields) per line and writes one verdict per line, in order.
// Blank lines are skipped (no output line). A line that is not a JSON object yields {"error": …}.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createEngineFromDir } from '../node/index';
import type { Engine } from '../engine';
import { parseArgs, type CliOptions } from './parse-args';
import { toProduct } from './to-product';

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`diet: ${(err as Error).message}\n`);
    process.exit(2);
  }
  let engine: Engine;
  try {
    engine = createEngineFromDir();
  } catch (err) {
    process.stderr.write(
      `diet: cannot read the catalogue (set CATALOG_DIR): ${(err as Error).message}\n`,
    );
    process.exit(1);
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let out: unknown;
    try {
      const raw: unknown = JSON.parse(line);
      const p = toProduct(raw);
      const v = engine.judge(p, options.profile, options.lang);
      // The code as given (string or number), so callers can match lines to their input.
      const code = (raw as Record<string, unknown>).code ?? null;
      out = {
        code,
        diet_color: v.diet_color,
        per_intolerance: v.per_intolerance,
        checks: v.checks,
      };
    } catch (err) {
      out = {
        error: err instanceof SyntaxError ? `invalid JSON: ${err.message}` : (err as Error).message,
      };
    }
    // Respect back-pressure so a slow reader does not make us buffer the whole input.
    if (!process.stdout.write(`${JSON.stringify(out)}\n`)) await once(process.stdout, 'drain');
  }
}

void main();
