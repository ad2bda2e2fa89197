import type { ImportProgress } from './import-catalogue.js';

/**
 * Import progress for humans: a redrawn bar with rows/s and ETA on a terminal, one plain line
 * every few seconds otherwise (CI logs, `npm start`).
 */
export function createProgressReporter(
  out: NodeJS.WriteStream,
  log: (line: string) => void = (l) => out.write(`${l}\n`),
) {
  const started = Date.now();
  let phaseStart = started;
  let lastKey = '';
  let lastPrint = 0;
  const tty = out.isTTY;
  return {
    update(p: ImportProgress) {
      const now = Date.now();
      const key = `${p.phase}:${p.file}`;
      const newPhase = key !== lastKey;
      if (newPhase) {
        if (tty && lastKey) out.write('\n');
        phaseStart = now;
        lastKey = key;
      }
      const seconds = Math.max((now - phaseStart) / 1000, 0.001);
      const rate = seconds >= 0.5 ? Math.round(p.rows / seconds) : 0;
      const name = p.phase === 'read' ? p.file.split('/').pop() : 'merging products';
      const fraction = p.bytesTotal ? p.bytesRead / p.bytesTotal : NaN;
      const eta =
        fraction > 0 && fraction < 1
          ? `ETA ${Math.round((seconds / fraction) * (1 - fraction))}s`
          : '';
      if (tty) {
        const width = 24;
        const bar = Number.isNaN(fraction)
          ? ''
          : `[${'#'.repeat(Math.round(fraction * width)).padEnd(width, '.')}] ${Math.round(fraction * 100)}% `;
        out.write(
          `\r${bar}${name}: ${p.rows.toLocaleString('en')} rows${rate ? `, ${rate.toLocaleString('en')} rows/s` : ''} ${eta}\x1b[K`,
        );
      } else if (newPhase || now - lastPrint > 2000) {
        lastPrint = now;
        log(`${name}: ${p.rows} rows${rate ? `, ${rate} rows/s` : ''}${eta ? `, ${eta}` : ''}`);
      }
    },
    done() {
      if (tty && lastKey) out.write('\n');
    },
  };
}
