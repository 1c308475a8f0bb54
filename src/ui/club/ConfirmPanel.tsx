import { useState } from 'preact/hooks';
import { Scanner } from '../follow/Scanner';
import { QrCode } from '../share/QrCode';
import type { NightView } from './clubs';
import { confirmCode, lineResultCode } from './resultActions';
import { Said, type Saying } from './Said';
import { isResultCode } from '../../link/resultLink';
import '../follow/follow.css';

interface Props {
  /** The night's id, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
  readonly view: NightView;
  /** The night read back after a game was confirmed here. */
  readonly onView: (view: NightView) => void;
}

/**
 * Games confirmed at the table, as a paper card's initials: the player who entered a game shows its result code;
 * the opponent scans it here (or pastes it) and the game is on their card, confirmed.
 */
export function ConfirmPanel({ id, view, onView }: Props) {
  const [shown, setShown] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [pasted, setPasted] = useState('');
  const [said, setSaid] = useState<Saying>(null);
  const lines = view.built.lines.filter((l) => !l.line.confirmed);
  const showing = shown === null ? undefined : view.built.lines[shown];
  const code = showing ? lineResultCode(view, showing.line, showing.ref) : null;

  const take = async (text: string) => {
    setScanning(false);
    const sent = pasted;
    const r = await confirmCode(id, view, text);
    setSaid(r.ok ? { ok: true, text: r.value.said } : { ok: false, text: r.message });
    if (r.ok) {
      // A code pasted while this one was checked stays in the field.
      setPasted((now) => (now === sent ? '' : now));
      onView(r.value.view);
    }
  };

  return (
    <section class="panel club-confirm no-print" aria-labelledby="confirm-title">
      <h2 id="confirm-title">Confirm games at the table</h2>
      <p class="muted club-hint">One player enters the game and shows its result code; the other scans it, and the game is on both cards, confirmed.</p>
      {lines.length > 0 && (
        <label>
          Show the result code of
          <select
            value={shown === null ? '' : String(shown)}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              setShown(v === '' ? null : Number(v));
            }}
          >
            <option value="">(choose a game)</option>
            {lines.map((l) => {
              const i = view.built.lines.indexOf(l);
              const { line } = l;
              return (
                <option key={i} value={String(i)}>
                  {line.round !== undefined ? `Round ${line.round}` : `Game ${line.game}`} against {line.opponent}: {line.own}–{line.theirs}
                </option>
              );
            })}
          </select>
        </label>
      )}
      {showing && code && (
        <QrCode
          url={code}
          class="club-result-qr"
          title={`${showing.line.opponent}`}
          label={`Result code of the game against ${showing.line.opponent}`}
          caption={`${showing.line.opponent} scans it: Scan a result code, on their card`}
          fill={0.6}
        />
      )}
      {showing && code && (
        <p class="club-result-code">
          <span class="muted">The code as text: </span>
          <code>{code}</code>
        </p>
      )}
      {scanning ? (
        <Scanner
          prompt="Point this phone's camera at the result code on the other player's phone."
          check={(text) => (isResultCode(text) ? null : "This is not a game's result code: scan the code the other phone shows for your game.")}
          onCode={(text) => void take(text)}
          onClose={() => setScanning(false)}
        />
      ) : (
        <button type="button" onClick={() => setScanning(true)}>
          Scan a result code
        </button>
      )}
      <form
        class="row"
        aria-label="Paste a result code"
        onSubmit={(e) => {
          e.preventDefault();
          void take(pasted);
        }}
      >
        <label>
          Or paste a result code
          <input value={pasted} maxLength={600} autoComplete="off" onInput={(e) => setPasted((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="secondary">
          Confirm it
        </button>
      </form>
      <Said said={said} />
    </section>
  );
}
