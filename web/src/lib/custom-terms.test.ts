import { describe, expect, it } from 'vitest';
import { splitCustomTerms } from './custom-terms';

describe('custom intolerances as typed (registration and profile alike)', () => {
  it('splits on commas, semicolons and new lines, trimmed, without empties', () => {
    expect(splitCustomTerms(' celery, ,Haselnüsse , ')).toEqual(['celery', 'Haselnüsse']);
    expect(splitCustomTerms('Sellerie; noisettes\nSenf')).toEqual([
      'Sellerie',
      'noisettes',
      'Senf',
    ]);
  });

  it('keeps a term once when it is typed twice', () => {
    expect(splitCustomTerms('celery, celery')).toEqual(['celery']);
  });
});
