import { useState } from 'preact/hooks';
import { MAX_PASTED_SEASON, takeInSeasonFile, takeInSeasonText } from './seasonActions';

interface Props {
  /** After a season was taken in: the nights on this phone changed. */
  readonly onTaken: () => void;
}

/**
 * A season moved from another phone, taken in from its link (pasted) or its file: checked whole, refused with a
 * sentence and nothing changed when anything is wrong; a night already on this phone is kept as it is.
 */
export function SeasonTakeIn({ onTaken }: Props) {
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const run = async (work: () => ReturnType<typeof takeInSeasonText>) => {
    setBusy(true);
    const sent = pasted;
    try {
      const r = await work();
      setSaid({ ok: r.ok, text: r.ok ? r.value.message : r.message });
      if (r.ok) {
        // A text pasted while this one was taken in stays in the field.
        setPasted((now) => (now === sent ? '' : now));
        onTaken();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <details class="panel club-season-in">
      <summary>Take in a season from another phone</summary>
      <div class="stack">
        <label>
          A season's link
          <textarea rows={2} maxLength={MAX_PASTED_SEASON} value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" disabled={busy || pasted.trim() === ''} onClick={() => void run(() => takeInSeasonText(pasted))}>
          Take in the season
        </button>
        <label>
          Or a season's file
          <input
            type="file"
            accept=".json,application/json,text/plain"
            disabled={busy}
            onChange={(e) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              input.value = '';
              if (file) void run(() => takeInSeasonFile(file));
            }}
          />
        </label>
        {said && (
          <p class={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'}>
            {said.text}
          </p>
        )}
      </div>
    </details>
  );
}
