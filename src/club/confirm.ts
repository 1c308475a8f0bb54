import { sameName, typedLine, type CardLine } from './card';
import type { ClubNight } from './night';
import { addTyped } from './ownCard';
import { err, ok, type ClubResult } from './result';
import { MAX_CONFIRMATIONS, type Confirmation, type ResultCode } from './resultCode';

/*
 * A game confirmed at the table, as the paper card's initials: one player enters the game and shows its result code
 * (a QR code of that one line); the opponent scans it, and the game goes on the opponent's card confirmed, or the
 * line already there (the same round, the same scores) is marked so. A confirmed game needs no cross-check.
 */

/** The scores in words from one side, e.g. `'won 121–100'`. */
const scoreWords = (own: number, theirs: number) => `${own > theirs ? 'won' : 'lost'} ${own}–${theirs}`;

/**
 * This phone's card takes the opponent's result code: refused with a sentence (and nothing changed) when it is for
 * another night, another pair or this player's own game, already taken, or when the card has the game with other
 * scores; `lines` are the card as it stands (`buildCard`). Else the game is written on the card confirmed (checked as a typed line is: the winner on the game hole,
 * the round's seating), or the line already there is marked confirmed. `id` and `at` come from the edge.
 */
export function confirmResult(club: ClubNight, lines: readonly CardLine[], code: ResultCode, id: string, at: number): ClubResult<ClubNight> {
  const me = club.player;
  if (me === null) return err('bad-line', 'No one keeps a card on this phone for this night: a result code goes on a player’s card.');
  if (code.night !== club.night.id) return err('bad-line', `This result code is for a game of another night, not ${club.night.name}: nothing was changed.`);
  if (sameName(code.from, me)) return err('bad-line', `This is ${me}'s own result code: ${code.to} scans it on their phone.`);
  if (!sameName(code.to, me)) return err('bad-line', `This result code is for ${code.from}'s game against ${code.to}, not ${me}'s: nothing was changed.`);
  const mine = club.confirmed ?? [];
  const round = code.round === 0 ? undefined : code.round;
  const what = round === undefined ? `The game against ${code.from}` : `Round ${round} against ${code.from}`;
  if (mine.some((c) => c.code === code.line)) return err('bad-line', `${what} is confirmed on this card already: this code was taken before.`);
  if (mine.length >= MAX_CONFIRMATIONS) return err('bad-line', `A card holds at most ${MAX_CONFIRMATIONS} confirmed games.`);
  const own = code.theirs;
  const theirs = code.own;
  const checked = typedLine(club.night.format, 1, code.from, own, theirs);
  if (!checked.ok) return checked;
  const confirmation: Confirmation = { code: code.line, by: checked.value.opponent, own, theirs, ...(round !== undefined ? { round } : {}) };
  const already = lines.find((l) => sameName(l.opponent, code.from) && l.round === round);
  if (already) {
    if (already.own !== own || already.theirs !== theirs)
      return err(
        'bad-line',
        `${what}: this card says ${scoreWords(already.own, already.theirs)}, ${code.from}'s code says ${scoreWords(own, theirs)}. Settle it at the table, correct the wrong card, then scan again: nothing was changed.`,
      );
    if (already.confirmed) return err('bad-line', `${what} is confirmed on this card already.`);
    return ok({ ...club, confirmed: [...mine, { ...confirmation, by: already.opponent }] });
  }
  const added = addTyped(club, id, at, { opponent: code.from, own, theirs, ...(round !== undefined ? { round } : {}) });
  if (!added.ok) return err('bad-line', `${added.error.message} Nothing was changed.`);
  const written = added.value.typed.at(-1)!;
  return ok({ ...added.value, confirmed: [...mine, { ...confirmation, by: written.opponent }] });
}

/** The result code of a line of this phone's card, for the opponent to scan; null when no one plays here. */
export function resultCodeOf(
  club: ClubNight,
  line: { readonly opponent: string; readonly round?: number | undefined; readonly own: number; readonly theirs: number },
  lineId: string,
): ResultCode | null {
  if (club.player === null) return null;
  return { night: club.night.id, round: line.round ?? 0, from: club.player, to: line.opponent, own: line.own, theirs: line.theirs, line: lineId };
}
