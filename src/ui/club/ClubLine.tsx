import { useEffect, useState } from 'preact/hooks';
import { loadNight } from './clubs';
import { navigate } from '../shell/route';
import { OFF_WORDS, lineSentence } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

interface Props {
  /** The club night the game is played for, e.g. `'n-lq3xa1-9zz'`. */
  readonly night: string;
  /** The game just ended, e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
}

/** Under a finished game of a club night: the line it wrote on the player's card, and the way to the card. */
export function ClubLine({ night, gameId }: Props) {
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    void loadNight(night).then((r) => {
      if (!live) return;
      if (!r.ok) return setText(r.message);
      const { club, built } = r.value;
      const line = built.lines.find((l) => l.ref.kind === 'game' && l.ref.gameId === gameId)?.line;
      const off = built.off.find((o) => o.gameId === gameId);
      const whose = `${club.player ?? 'No one'}'s card for ${club.night.name}`;
      setText(line ? `On ${whose}: ${lineSentence(club.night.format, line)}` : `Not on ${whose}: ${off ? OFF_WORDS[off.why] : 'not found'}.`);
    });
    return () => {
      live = false;
    };
  }, [night, gameId]);
  if (!text) return null;
  return (
    <div class="club-line" role="status">
      <span>{text}</span>
      <button type="button" class="secondary" onClick={() => navigate({ screen: 'night', id: night })}>
        Open the card
      </button>
    </div>
  );
}
