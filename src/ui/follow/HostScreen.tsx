import { useEffect, useState } from 'preact/hooks';
import { readAnswerCode } from '../../follow/code';
import { MAX_FOLLOWERS } from '../../follow/protocol';
import { plural } from '../../game';
import { navigate } from '../shell/route';
import { gameId, openGame } from '../session/session';
import { QrCode } from '../share/QrCode';
import { claimWords, NO_CAMERA, placesWords, QR_NOTE } from '../../follow/words';
import { cameraAvailable } from './scan';
import { CodeText } from './CodeText';
import { endHosting, give, hosting, newCode, permit, startHosting, takeAnswer } from './hosting';
import { tallyWords, type PhoneRow } from './hostingView';
import { CodeField } from './CodeField';
import { Scanner } from './Scanner';
import '../shell/screens.css';
import './follow.css';

interface Props {
  /** The game the phones follow, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** A phone's line in the list, e.g. `"Bob's phone: following"`. */
function stateWords(row: PhoneRow): string {
  switch (row.state) {
    case 'linking':
      return 'linking…';
    case 'following':
      // A phone claiming a player held elsewhere says so on its own line (`claimWords`).
      return row.player || row.claim ? 'following' : 'following (it has not said whose phone it is yet)';
    case 'reconnecting':
      return 'reconnecting…';
    case 'gone':
    case 'refused':
      return row.note;
  }
}

/** An answer code read by the camera is taken only if it is one. */
function checkAnswer(text: string): string | null {
  const r = readAnswerCode(text);
  return r.ok ? null : r.error.message;
}

/**
 * `#/host/<id>`, "Let phones follow" from the table's menu: the code for the next phone (a QR code a phone's camera
 * opens, and as text), the camera to scan that phone's answer (or a field to paste it), and the phones following,
 * each of which the table phone may let count its player's hand.
 */
export function HostScreen({ id }: Props) {
  const [loadError, setLoadError] = useState('');
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState('');
  const camera = cameraAvailable();

  useEffect(() => {
    void (async () => {
      const error = gameId.value === id ? null : await openGame(id);
      if (error) return setLoadError(error);
      startHosting(id);
    })();
  }, [id]);

  const view = hosting.value?.gameId === id ? hosting.value : null;
  // Answers may come one after another before the first is linked (phones that scanned one code together): each is
  // taken at once, into the code's next place.
  const take = async (text: string): Promise<boolean> => {
    setScanning(false);
    const why = await takeAnswer(text);
    setSaid(why ?? '');
    return why === null;
  };
  const back = () => navigate({ screen: 'game', id });
  const end = () => {
    endHosting();
    back();
  };

  if (loadError)
    return (
      <main class="follow">
        <h1>Let phones follow</h1>
        <p class="error" role="alert">
          {loadError}
        </p>
        <button type="button" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </main>
    );

  const phones = view?.phones ?? [];
  const tally = view?.tally ?? { linking: 0, linked: 0, refused: 0 };
  const counts = tallyWords(tally);
  const code = view?.code ?? { kind: 'making' as const };
  const phonesSection = (
    <section class="follow__step" aria-labelledby="host-phones">
      <h2 id="host-phones">
        Phones following: {tally.linked} of {MAX_FOLLOWERS}
      </h2>
      {counts && (
        <p class="follow__tally" role="status">
          {counts}
        </p>
      )}
      {phones.length === 0 ? (
        <p class="muted">None yet.</p>
      ) : (
        <ul class="follow__phones">
          {phones.map((p) => (
            <li key={p.number} class={`panel follow__phone follow__phone--${p.state}`} data-phone={p.number}>
              <p>
                <strong>{p.name}</strong>: {stateWords(p)}
              </p>
              {p.claim && p.state === 'following' && (
                <p>
                  {claimWords(p.claim)}{' '}
                  <button type="button" class="secondary" onClick={() => give(p.number)}>
                    Make it {p.claim}'s phone
                  </button>
                </p>
              )}
              {p.state !== 'gone' && p.state !== 'linking' && p.player && (
                <label class="follow__permit">
                  <input type="checkbox" checked={p.mayCount} onChange={(e) => permit(p.number, (e.currentTarget as HTMLInputElement).checked)} />
                  <span>{p.player} may count their own hand on it (and call muggins)</span>
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <main class="follow">
      <div class="screen__bar follow__bar">
        <button type="button" class="secondary" onClick={back}>
          <span aria-hidden="true">← </span>Back to the game
        </button>
        <h1>Let phones follow</h1>
      </div>
      {
        // Once phones answer, what the table phone does next (who may count) comes first, above the code.
        phones.length > 0 && phonesSection
      }

      <section class="follow__step" aria-labelledby="host-step-1">
        <h2 id="host-step-1">1. On the other phone, scan this code</h2>
        <p>With its camera app, or in Muggins there: Home → Follow a game.</p>
        {code.kind === 'making' && (
          <p class="muted" role="status">
            Making a code…
          </p>
        )}
        {code.kind === 'failed' && (
          <>
            <p class="error" role="alert">
              {code.message}
            </p>
            <button type="button" class="secondary" onClick={newCode}>
              Try again
            </button>
          </>
        )}
        {code.kind === 'full' && <p role="status">{MAX_FOLLOWERS} phones follow: that is as many as can.</p>}
        {code.kind === 'ready' && (
          <>
            {code.candidates === 0 && (
              <p class="error" role="alert">
                This phone is on no network: join the table's Wi-Fi, then tap New code.
              </p>
            )}
            <QrCode url={code.url} title="" label="QR code for another phone to follow this game" note={QR_NOTE} class="follow__qr" fill={0.8} />
            <p class="muted follow__small">{placesWords(code.places)}</p>
            <div class="row">
              <CodeText code={code.url} label="The code as text" open={!camera} />
              <button type="button" class="secondary" onClick={newCode}>
                New code
              </button>
            </div>
          </>
        )}
      </section>

      <section class="follow__step" aria-labelledby="host-step-2">
        <h2 id="host-step-2">2. Then scan the code that phone shows</h2>
        {camera ? <p>Tap “Scan a phone's answer”, at the foot of the screen, and point this phone at each phone's code.</p> : <p class="muted">{NO_CAMERA}</p>}
        <CodeField id="host-answer" label="Or paste its code here" submit="Link" onCode={take} />
        <p role="status" class="follow__said">
          {said || (tally.linking > 0 ? `Linking ${plural(tally.linking, 'phone')}: each shows the game in a moment.` : '')}
        </p>
      </section>

      {phones.length === 0 && phonesSection}

      <p class="follow__lead">Other phones at the table can show this game live, and players can count their own hands on them.</p>

      <p class="muted follow__small">
        The phones must be on the same Wi-Fi. They talk to each other directly: nothing goes over the internet, and no server sees the game.
      </p>
      {camera && (
        // The scan never scrolls away (as the table's next-step bar), and the camera opens there, in view.
        <div class="follow__scanbar">
          {scanning ? (
            <Scanner
              prompt="Point this phone's camera at the code on the other phone."
              check={checkAnswer}
              onCode={(text) => void take(text)}
              onClose={() => setScanning(false)}
            />
          ) : (
            <button type="button" disabled={code.kind !== 'ready'} onClick={() => setScanning(true)}>
              Scan a phone's answer
            </button>
          )}
        </div>
      )}
      <div class="row follow__foot">
        <button type="button" onClick={back}>
          Back to the game
        </button>
        {view && (
          <button type="button" class="secondary" onClick={end}>
            End the link
          </button>
        )}
      </div>
    </main>
  );
}
