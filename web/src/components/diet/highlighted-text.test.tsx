import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

const marked = () =>
  screen
    .queryAllByText((_, element) => element?.tagName === 'MARK')
    .map((element) => element.textContent);

describe('ingredient highlighting', () => {
  it('marks the ingredient that triggered a check, whatever its case', () => {
    render(
      <HighlightedText
        text="Weizenmehl, Zucker, VOLLMILCHPULVER, Salz"
        triggers={['Vollmilchpulver']}
      />,
    );
    expect(marked()).toEqual(['VOLLMILCHPULVER']);
  });

  it('marks the words of a trigger the engine wrote differently from the pack', () => {
    render(
      <HighlightedText
        text="Lait partiellement écrémé 1,5% de matière grasse."
        triggers={['Lait partiellement écrémé de matière grasse']}
      />,
    );
    expect(marked()).toEqual(['Lait', 'partiellement', 'écrémé', 'matière', 'grasse']);
  });

  it('marks whole words only, and a rewritten trigger only within its own ingredient (issue 31.10)', () => {
    render(
      <HighlightedText
        text="Butterli (Weizenmehl, Zucker), Butter, Eier. Kann Spuren von Vollmilch enthalten, Magermilchpulver 1,5% Fett"
        triggers={['Butter', 'Magermilchpulver mit 1,5% Fett', 'Vollmilch']}
      />,
    );
    expect(marked()).toEqual(['Butter', 'Vollmilch', 'Magermilchpulver', 'Fett']);
  });

  it('marks the words of a rewritten trigger in its ingredient, not the same word elsewhere', () => {
    render(
      <HighlightedText
        text="Sucre, matière grasse végétale, lait écrémé 1,5% de matière grasse, sel"
        triggers={['Lait écrémé de matière grasse']}
      />,
    );
    expect(marked()).toEqual(['lait', 'écrémé', 'matière', 'grasse']);
  });

  it('leaves the text alone when nothing triggered', () => {
    render(<HighlightedText text="Reis, Wasser" triggers={[]} />);
    expect(marked()).toEqual([]);
    expect(screen.getByText('Reis, Wasser')).toBeInTheDocument();
  });
});
