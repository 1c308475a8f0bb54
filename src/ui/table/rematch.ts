import { matchTally, matchWinner, nextMatchDealer, type Game } from '../../game';
import { navigate } from '../shell/route';
import { gameId, problem, send, sideColors, startGame } from '../session/session';

/**
 * Another game with the same setup and colours, opened at the table: a match won starts a new one, otherwise the
 * series goes on with its tally; the next game of a series deals first from the seat the engine names.
 */
export async function rematch(g: Game): Promise<void> {
  const setup = g.setup;
  const failure = await startGame(
    {
      ruleset: setup.ruleset,
      players: setup.players,
      sides: setup.sides,
      options: setup.options,
      board: setup.board,
      matchTally: matchWinner(g) !== null ? g.sides.map(() => 0) : matchTally(g),
    },
    { colors: sideColors.value },
  );
  if (failure) {
    problem.value = failure;
    return;
  }
  const dealer = nextMatchDealer(g);
  if (dealer !== null) await send({ type: 'cutForDeal', dealer });
  navigate({ screen: 'game', id: gameId.value! });
}
