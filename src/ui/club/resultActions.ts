import { confirmResult, resultCodeOf, type CardLine } from '../../club';
import { decodeResultCode, encodeResultCode } from '../../link/resultLink';
import type { LineRef } from '../../club';
import { change, newId, type NightView, type Outcome } from './clubs';

/*
 * Result codes at the table (issue 35 item 3): the code a line of this phone's card shows, and the opponent's code
 * scanned or pasted here, confirmed on this card through the club's rules (in the store's transaction).
 */

/** The result code of a line of the card, e.g. `'R1.WWPI…'`; null when no one plays on this phone. */
export function lineResultCode(view: NightView, line: CardLine, ref: LineRef): string | null {
  const code = resultCodeOf(view.club, line, ref.kind === 'typed' ? ref.id : ref.gameId);
  return code ? encodeResultCode(code) : null;
}

/** The opponent's result code taken on this card: confirmed (its sentence), or refused with why (nothing changed). */
export async function confirmCode(id: string, view: NightView, text: string): Promise<Outcome<{ readonly view: NightView; readonly said: string }>> {
  const read = decodeResultCode(text);
  if (!read.ok) return { ok: false, message: read.error.message };
  const lines = view.built.card?.lines ?? [];
  const r = await change(id, (c) => confirmResult(c, lines, read.value, newId('t'), Date.now()));
  if (!r.ok) return r;
  const code = read.value;
  const what = code.round === 0 ? `The game against ${code.from}` : `Round ${code.round} against ${code.from}`;
  return { ok: true, value: { view: r.value, said: `${what} is confirmed on this card: ${code.theirs} to ${code.own}.` } };
}
