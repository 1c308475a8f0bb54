import { useEffect, useState } from 'preact/hooks';
import { readOfferCode } from '../../follow/code';
import { navigate } from '../shell/route';
import { CodeField } from './CodeField';
import { QrCode } from '../share/QrCode';
import { ANSWER_NOTE } from '../../follow/words';
import { cameraAvailable } from './scan';
import { CodeText } from './CodeText';
import { FollowTable } from './FollowTable';
import { chooseSeat, followed, joinStep, scanAgain, sendCommand, stopFollowing, takeCode } from './following';
import { Scanner } from './Scanner';
import '../shell/screens.css';
import './follow.css';

interface Props {
  /** The table phone's code from the URL (`#F2.…`, opened by a camera app), or `''` when opened from home. */
  readonly code: string;
}

/** A code read by the camera is taken only if it is the table phone's. */
function checkOffer(text: string): string | null {
  const r = readOfferCode(text);
  return r.ok ? null : r.error.message;
}

/**
 * `#/follow`, "Follow a game" (and `#F2.…`, the table phone's code opened by a camera app): scan the table phone's
 * code, show this phone's answer for the table phone to scan, then follow the game live.
 */
export function FollowScreen({ code }: Props) {
  const [scanning, setScanning] = useState(false);

  useEffect(() => {
    if (!code) return;
    // The code is spent once used: a reload must not use it again.
    history.replaceState(history.state, '', '#/follow');
    void takeCode(code);
  }, [code]);

  const step = joinStep.value;
  const f = followed.value;
  const state = f?.timeline.state;
  const home = () => navigate({ screen: 'home' });

  if (f && state?.started && step.kind === 'following')
    return (
      <FollowTable
        game={state}
        followed={f}
        onSeat={chooseSeat}
        onSend={sendCommand}
        onRejoin={() => scanAgain()}
        onStop={() => void stopFollowing()}
        onOpenCopy={(id) => navigate({ screen: 'game', id })}
        onHome={home}
      />
    );

  const take = (text: string) => {
    setScanning(false);
    void takeCode(text);
  };
  const rejoining = f !== null && f.events.length > 0;
  return (
    <main class="follow">
      <div class="screen__bar follow__bar">
        <button type="button" class="secondary" onClick={home}>
          <span aria-hidden="true">← </span>Home
        </button>
        <h1>{rejoining ? `Rejoin ${f.title}` : 'Follow a game'}</h1>
      </div>

      {step.kind === 'scan' && (
        <>
          <p class="follow__lead">See the game on this phone as it is played on the phone that keeps it (the table phone), and count your own hand here.</p>
          <section class="follow__step" aria-labelledby="follow-step-1">
            <h2 id="follow-step-1">1. Scan the table phone's code</h2>
            <p>On the table phone: ☰ → Let phones follow. It shows a code.</p>
            {step.message && (
              <p class="error" role="alert">
                {step.message}
              </p>
            )}
            {scanning ? (
              <Scanner prompt="Point this phone's camera at the code on the table phone." check={checkOffer} onCode={take} onClose={() => setScanning(false)} />
            ) : (
              <button type="button" class="big" onClick={() => setScanning(true)}>
                Scan the table phone's code
              </button>
            )}
            <CodeField
              id="follow-code"
              label="Or paste its code here"
              submit="Use it"
              onCode={(text) => {
                take(text);
                return true;
              }}
            />
          </section>
          <p class="muted follow__small">
            Both phones must be on the same Wi-Fi. They talk to each other directly: nothing goes over the internet, and no server sees the game.
          </p>
        </>
      )}

      {step.kind === 'following' && (
        <p class="muted" role="status">
          Receiving the game…
        </p>
      )}

      {step.kind === 'answering' && (
        <p class="muted" role="status">
          Reading the code…
        </p>
      )}

      {step.kind === 'answer' && (
        <section class="follow__step" aria-labelledby="follow-step-2">
          <h2 id="follow-step-2">2. Show this code to the table phone</h2>
          <p>On the table phone, tap “Scan a phone's answer” and point it at this screen.</p>
          {step.candidates === 0 && (
            <p class="error" role="alert">
              This phone is on no network: join the table's Wi-Fi, then tap Scan again.
            </p>
          )}
          <QrCode url={step.code} title="" label="QR code of this phone's answer, for the table phone" note={ANSWER_NOTE} class="follow__qr" fill={0.8} />
          <p class="muted" role="status">
            Waiting for the table phone…
          </p>
          <div class="row">
            <CodeText code={step.code} label="The answer as text" open={!cameraAvailable()} />
            <button type="button" class="secondary" onClick={() => scanAgain()}>
              Scan again
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
