import { useEffect, useState } from 'preact/hooks';
import { backupReminder, dismissReminder, downloadBackup, type Reminder } from './backups';

/** Takes nothing: it reads the backup reminder's state when shown. */
export type Props = Record<string, never>;

/** After every tenth finished game since the last backup: a reminder with "Download a backup" and "Not now". */
export function BackupReminder(_props: Props) {
  const [reminder, setReminder] = useState<Reminder | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void backupReminder().then(setReminder, () => undefined);
  }, []);
  if (!reminder?.due) return null;
  const backup = async () => {
    try {
      await downloadBackup();
      setReminder(null);
    } catch (e) {
      setError(`No backup was made: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const later = () => {
    setReminder(null);
    // A dismissal that cannot be stored (no room left) only means the reminder comes back next time.
    dismissReminder(reminder.finishedSince).catch(() => undefined);
  };
  return (
    <div class="update update--inline" role="status" data-testid="backup-reminder">
      <span>
        {reminder.finishedSince.toLocaleString('en')} games finished since your last backup. {error}
      </span>
      <button type="button" onClick={() => void backup()}>
        Download a backup
      </button>
      <button type="button" onClick={later}>
        Not now
      </button>
    </div>
  );
}
