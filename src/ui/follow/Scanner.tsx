import { useEffect, useRef, useState } from 'preact/hooks';
import { cameraAvailable, cameraProblem, qrReader } from './scan';

interface Props {
  /** What to point at, e.g. `"Point this phone's camera at the code on the table phone."`. */
  readonly prompt: string;
  /** Checks a code read: null to take it, or why not (e.g. it is the other kind of code); the camera keeps reading. */
  readonly check: (text: string) => string | null;
  /** A code that passed `check`. */
  readonly onCode: (text: string) => void;
  readonly onClose: () => void;
}

/** Frames are read this often: fast enough to feel instant, slow enough to leave a phone cool. */
const EVERY_MS = 150;

/**
 * The camera, reading QR codes until one passes `check`. The camera is on only while this is on screen, and the
 * stream stops when it goes; where no camera can be had (no secure origin, none allowed, none there), it says why
 * and the code can still be pasted below it.
 */
export function Scanner({ prompt, check, onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState(() =>
    cameraAvailable() ? '' : 'The camera works only in the installed app or at a secure address (https, or localhost): paste the code below.',
  );
  const [said, setSaid] = useState('');
  const latest = useRef({ check, onCode });
  latest.current = { check, onCode };

  useEffect(() => {
    if (!cameraAvailable()) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        const el = video.current;
        if (!live || !el) {
          for (const t of stream.getTracks()) t.stop();
          return;
        }
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        const read = await qrReader();
        const tick = async () => {
          if (!live) return;
          const text = el.readyState >= 2 ? await read(el).catch(() => null) : null;
          if (!live) return;
          if (text) {
            const why = latest.current.check(text);
            if (why === null) return latest.current.onCode(text);
            setSaid(why);
          }
          timer = setTimeout(() => void tick(), EVERY_MS);
        };
        void tick();
      } catch (e) {
        if (live) setProblem(cameraProblem(e));
      }
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, []);

  return (
    <div class="scanner">
      {problem ? (
        <p class="error" role="alert">
          {problem}
        </p>
      ) : (
        <>
          <p>{prompt}</p>
          <video ref={video} class="scanner__video" muted playsInline autoPlay aria-label="What the camera sees" />
          <p class="scanner__said" role="status">
            {said || 'Looking for a code…'}
          </p>
        </>
      )}
      <button type="button" class="secondary" onClick={onClose}>
        Close the camera
      </button>
    </div>
  );
}
