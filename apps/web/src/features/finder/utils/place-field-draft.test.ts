import { afterEach, describe, expect, it } from 'vitest';
import { leavePlaceFieldDraft, takePlaceFieldDraft } from './place-field-draft.ts';

function field(value = '') {
  const input = document.createElement('input');
  input.value = value;
  document.body.append(input);
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the place field’s draft (decision 169)', () => {
  it('moves the text, caret and focus of the field that went into the one that replaces it', () => {
    const old = field('Nas');
    old.focus();
    old.setSelectionRange(2, 2);
    leavePlaceFieldDraft(old);
    old.remove();

    const next = field();
    expect(takePlaceFieldDraft(next)).toMatchObject({ value: 'Nas', hadFocus: true });
    expect(next.value).toBe('Nas');
    expect(document.activeElement).toBe(next);
    expect([next.selectionStart, next.selectionEnd]).toEqual([2, 2]);
  });

  it('keeps nothing for a field that comes later (Back, then the screen again)', async () => {
    const old = field('Nash');
    leavePlaceFieldDraft(old);
    old.remove();
    await Promise.resolve();

    const later = field();
    expect(takePlaceFieldDraft(later)).toBeNull();
    expect(later.value).toBe('');
  });

  it('answers null when the new field already holds the text (nothing for its state to take)', () => {
    const old = field('Nash');
    leavePlaceFieldDraft(old);
    expect(takePlaceFieldDraft(field('Nash'))).toBeNull();
  });
});
