/*
 * A length limit for every text field that takes a link, a code or cards: text over the limit is refused at once,
 * before it is put in the field. A browser lays a long line out in time that grows with the square of its length
 * (100,000 characters in a wrapping <textarea> took 13 s, a megabyte 188 s): a paste of a page must never sit in a
 * field to be refused later. `maxLength` is no answer: it cuts a paste short without a word, and a link cut short
 * reads as a damaged one.
 */

/** A field's limit: the longest text it takes and what it takes, for the sentence. */
export interface TextLimit {
  /** Longest text taken, in characters, e.g. `400`. */
  readonly max: number;
  /** What the field takes, e.g. `'a list of cards'`. */
  readonly what: string;
  /** Where longer text goes instead, e.g. `'Choose the file instead.'`; absent: nothing more is said. */
  readonly instead?: string;
}

/** A number with thousands separators, e.g. `100,000`. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The refusal of text over the limit, e.g. `That is 100,000 characters long; a list of cards is at most 400
 * characters, so it was not put in the field.`
 */
export function tooLongText(length: number, limit: TextLimit): string {
  const instead = limit.instead ? ` ${limit.instead}` : '';
  return `That is ${grouped(length)} characters long; ${limit.what} is at most ${grouped(limit.max)} characters, so it was not put in the field.${instead}`;
}

/** The handlers of a field under a limit: spread them on an `<input>` or a `<textarea>`. */
export interface LimitedHandlers {
  /** A paste over the limit is refused before the browser puts it in the field. */
  readonly onPaste: (event: ClipboardEvent) => void;
  /** Typing, a drop or a paste that got in another way: over the limit, the field gets its last text back. */
  readonly onInput: (event: Event) => void;
}

/**
 * A field's handlers under `limit`: `onText` gets each new text within the limit, `onRefused` the sentence when text
 * over it is refused (the field keeps `current`, its text before).
 */
export function limitedField(limit: TextLimit, current: string, onText: (text: string) => void, onRefused: (message: string) => void): LimitedHandlers {
  return {
    onPaste: (event) => {
      const pasted = event.clipboardData?.getData('text') ?? '';
      const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement | null;
      // What the field would hold: the paste replaces the selection.
      const kept = field ? field.value.length - ((field.selectionEnd ?? 0) - (field.selectionStart ?? 0)) : 0;
      if (pasted.length + kept <= limit.max) return;
      event.preventDefault();
      onRefused(tooLongText(pasted.length + kept, limit));
    },
    onInput: (event) => {
      const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement;
      if (field.value.length <= limit.max) return onText(field.value);
      const length = field.value.length;
      field.value = current;
      onRefused(tooLongText(length, limit));
    },
  };
}
