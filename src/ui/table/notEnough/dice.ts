/**
 * Dice for 000's battle, rolled at the edge (the engine never makes randomness: the values go into the command and
 * its event, so the log replays the same). Unbiased: bytes of 252 and above are drawn again.
 */
export function rollDice(count: number, random: (bytes: number) => ArrayLike<number> = (n) => crypto.getRandomValues(new Uint8Array(n))): number[] {
  const dice: number[] = [];
  while (dice.length < count) {
    for (const byte of Array.from(random(count - dice.length))) if (byte < 252 && dice.length < count) dice.push((byte % 6) + 1);
  }
  return dice;
}

/** Dice as typed, e.g. `'6 3 2'` or `'632'` → `[6, 3, 2]`; `null` when any is not 1 to 6. */
export function parseDice(text: string): number[] | null {
  const digits = text.replace(/[\s,]+/g, '');
  if (!/^[1-6]*$/.test(digits)) return null;
  return [...digits].map(Number);
}
