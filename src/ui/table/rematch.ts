import { matchTally, matchWinner, nextGame, nextMatchDealer, type Game } from '../../game';
import { navigate } from '../shell/route';
import { gameId, gameNight, problem, send, sideColors, startGame } from '../session/session';

/**
 * The game over's next game. A club night's game is followed by the night's next game, against whoever comes next:
 * the night's setup, its player in the first seat (a match within the night goes on at the table first, for the
 * night too). Otherwise another game with the same setup and colours, opened at the table: a match won starts a new
 * one, otherwise the series goes on with its tally; the next game of a series deals first from the seat the engine
 * names.
 */
export async function rematch(g: Game): Promise<void> {
  const setup = g.setup;
  const night = gameNight.value;
  if (night !== null && nextGame(g, true) === 'night') {
    navigate({ screen: 'new', night });
    return;
  }
  const failure = await startGame(
    {
      ruleset: setup.ruleset,
      players: setup.players,
      sides: setup.sides,
      options: setup.options,
      board: setup.board,
      matchTally: matchWinner(g) !== null ? g.sides.map(() => 0) : matchTally(g),
    },
    { colors: sideColors.value, ...(night !== null ? { night } : {}) },
  );
  if (failure) {
    problem.value = failure;
    return;
  }
  const dealer = nextMatchDealer(g);
  if (dealer !== null) await send({ type: 'cutForDeal', dealer });
  navigate({ screen: 'game', id: gameId.value! });
}
