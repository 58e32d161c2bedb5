/**
 * What the visitor has typed in the manual screen's "City or ZIP code" field, carried from one
 * `<input>` to the next (decision 169). The screen draws that field up to three times: as the
 * server sent it, as the plain form while the autocomplete's script loads, and as the
 * autocomplete. Each is a new element; the old one's text, caret and focus move to the new one in
 * the same commit (React detaches the old one's ref before it runs the new one's ref and layout
 * effects, in one task), so no letter typed is lost, whatever arrives when.
 */
export interface PlaceFieldDraft {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  hadFocus: boolean;
}

/** Left by the field that went, for the field that replaces it in the same commit only. */
let left: PlaceFieldDraft | null = null;

/** A field's ref cleanup: it goes, and leaves what it held for the one that replaces it. */
export function leavePlaceFieldDraft(node: HTMLInputElement): void {
  left = {
    value: node.value,
    selectionStart: node.selectionStart,
    selectionEnd: node.selectionEnd,
    hadFocus: node.ownerDocument.activeElement === node,
  };
  // A field that goes with nothing in its place (Back to the splash) leaves nothing for later.
  queueMicrotask(() => {
    left = null;
  });
}

/**
 * Moves the text, caret and focus a field left in this commit into `node`. Answers the draft when
 * it brought text `node` did not have (a controlled field then takes it into its state), else null.
 */
export function takePlaceFieldDraft(node: HTMLInputElement): PlaceFieldDraft | null {
  const draft = left;
  left = null;
  if (!draft) return null;
  const isNewText = draft.value !== '' && draft.value !== node.value;
  if (isNewText) node.value = draft.value;
  if (draft.hadFocus) {
    node.focus();
    node.setSelectionRange(draft.selectionStart, draft.selectionEnd);
  }
  return isNewText ? draft : null;
}

/** The ref callback of a field without state of its own (the plain form's). */
export function carryPlaceFieldDraft(node: HTMLInputElement): () => void {
  takePlaceFieldDraft(node);
  return () => leavePlaceFieldDraft(node);
}
