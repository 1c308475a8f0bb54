import { formatCard, parseCard, type Card } from '../rules';
import { err, ok, type Result } from '../rules/result';
import type { PhoneCommand, WireCommand } from './protocol';

/* A phone's command as it travels (cards as their ids) and back, and what a phone may send. */

/** A phone's command as it travels: its cards as ids. */
export function toWire(command: PhoneCommand): WireCommand {
  const ids = (cards: readonly Card[]) => cards.map(formatCard);
  const starter = command.starter ? { starter: formatCard(command.starter) } : {};
  if (command.type === 'muggins') {
    return {
      type: 'muggins',
      caller: command.caller,
      ...(command.keep !== undefined ? { keep: command.keep } : {}),
      ...(command.of !== undefined ? { of: command.of } : {}),
      ...(command.cards ? { cards: ids(command.cards) } : {}),
      ...starter,
    };
  }
  return {
    type: command.type,
    seat: command.seat,
    cards: ids(command.cards ?? []),
    ...(command.claimed !== undefined ? { claimed: command.claimed } : {}),
    ...starter,
  };
}

function cardsOf(ids: readonly string[]): Card[] {
  return ids.map((id) => {
    const card = parseCard(id);
    if (!card.ok) throw new Error(`unchecked card ${id}`);
    return card.value;
  });
}

/** A checked wire command as the engine's command (its card ids were checked by `parseFollowerMessage`). */
export function fromWire(wire: WireCommand): PhoneCommand {
  const starter = wire.starter !== undefined ? { starter: cardsOf([wire.starter])[0]! } : {};
  if (wire.type === 'muggins') {
    return {
      type: 'muggins',
      caller: wire.caller,
      ...(wire.keep !== undefined ? { keep: wire.keep } : {}),
      ...(wire.of !== undefined ? { of: wire.of } : {}),
      ...(wire.cards ? { cards: cardsOf(wire.cards) } : {}),
      ...starter,
    };
  }
  return { type: wire.type, seat: wire.seat, cards: cardsOf(wire.cards), ...(wire.claimed !== undefined ? { claimed: wire.claimed } : {}), ...starter };
}

/** What a phone allowed to count for `seat` (on `side`) may send: its own seat's count, muggins called by its side. */
export function mayPhoneSend(command: PhoneCommand, seat: number, side: number): Result<PhoneCommand, string> {
  if (command.type === 'muggins') return command.caller === side ? ok(command) : err('This phone may call muggins only for its own side.');
  return command.seat === seat ? ok(command) : err("This phone may count only its own player's hand and crib.");
}
