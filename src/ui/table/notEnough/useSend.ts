import { useState } from 'preact/hooks';
import type { Command } from '../../../game';

/**
 * Sends a step's command and keeps the engine's refusal to show beside the button (`ErrorLine`); on success runs
 * `then` (closing the sheet, or showing a result).
 */
export function useSend(onCommand: (command: Command) => Promise<string | null>): {
  readonly error: string;
  readonly send: (command: Command, then: () => void) => Promise<void>;
  /** Shows a refusal made in the sheet itself, before any command (e.g. a missing number of dice). */
  readonly refuse: (message: string) => void;
} {
  const [error, setError] = useState('');
  const send = async (command: Command, then: () => void) => {
    const refused = await onCommand(command);
    if (refused) setError(refused);
    else then();
  };
  return { error, send, refuse: setError };
}
