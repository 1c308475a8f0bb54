import { voice } from '../../../game';
import { decksOf } from '../../../game/rulesets/notEnough';
import type { VariantSheets } from '../variantSheet';
import { BattleSheet } from './BattleSheet';
import { CradleSheet } from './CradleSheet';
import { CribSheet } from './CribSheet';
import { IntelSheet } from './IntelSheet';
import { TopsSheet } from './TopsSheet';

/**
 * Cribbage is not Enough's own sheets (000), by the name of the step that opens them: the Tops, the Intel bonus, the
 * battle, Rob the Cradle and the cribs. The table reaches them through its ruleset's variant (`variantSheets.ts`).
 */
export const notEnoughSheets: VariantSheets = (kind, { game: g, run, runAsking, askRound, onAsk, close }) => {
  const round = g.round;
  if (!round) return null;
  switch (kind) {
    case 'tops':
      return (
        <TopsSheet
          dealer={g.seats[round.dealer]!.name}
          dealerTeam={(g.sides[g.seats[round.dealer]!.side]?.seats.length ?? 1) > 1}
          teams={g.sides.map((s) => s.name)}
          plays={voice(g).verb(0, 'plays')}
          decks={decksOf(g)}
          onTops={(tops, decks) => {
            close();
            void runAsking({ type: 'turnTops', tops, decks });
          }}
          onTurned={() => {
            close();
            void run({ type: 'turnStarter', card: null });
          }}
          onClose={close}
        />
      );
    case 'intel':
      return <IntelSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={askRound} onClose={close} />;
    case 'battle':
      return <BattleSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={askRound} onClose={close} />;
    case 'cradle':
      return <CradleSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={onAsk} onClose={close} />;
    case 'cribs':
      return <CribSheet game={g} onCommand={(c) => run(c, 'lit')} onClose={close} />;
    default:
      return null;
  }
};
