import { describe, expect, it } from 'vitest';
import { MADE_HERE_MESSAGE, madeHereProblem } from './own-site.ts';

describe('madeHereProblem (decision 152)', () => {
  it('finds our generator mark in a page, whatever the order of its attributes', () => {
    for (const tag of [
      '<meta name="generator" content="Trivia Near Me" />',
      "<META content='Trivia Near Me 2026' NAME='generator'>",
    ]) {
      expect(madeHereProblem(`<html><head>${tag}</head><body></body></html>`)).toBe(
        MADE_HERE_MESSAGE,
      );
    }
  });

  it('finds our PRODID in a calendar', () => {
    const calendar = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Trivia Near Me//Trivia nights//EN',
      'END:VCALENDAR',
    ];
    expect(madeHereProblem(calendar.join('\r\n'))).toBe(MADE_HERE_MESSAGE);
  });

  it("leaves alone a provider's own page that merely names us", () => {
    const page = [
      '<meta name="generator" content="WordPress 6.7" />',
      '<meta name="description" content="Trivia Near Me lists our nights" />',
      '<p>Find us on Trivia Near Me</p>',
    ].join('\n');
    expect(madeHereProblem(page)).toBeNull();
    expect(madeHereProblem('PRODID:-//Quizzo//Trivia Near Me export//EN')).toBeNull();
  });
});
