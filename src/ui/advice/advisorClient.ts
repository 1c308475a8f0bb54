import type { Card, ThrowRow } from '../../rules';

export interface AdviceRequest {
  readonly id: number;
  readonly cards: readonly Card[];
  readonly dealer: boolean;
}

export type AdviceResponse =
  | { readonly id: number; readonly ok: true; readonly rows: ThrowRow[] }
  | { readonly id: number; readonly ok: false; readonly message: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (response: AdviceResponse) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<AdviceResponse>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  return worker;
}

/** Asks the advisor worker for every keep of a 5- or 6-card deal, best net first. */
export function requestAdvice(cards: readonly Card[], dealer: boolean): Promise<AdviceResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ id, cards: cards.map((c) => ({ rank: c.rank, suit: c.suit })), dealer } satisfies AdviceRequest);
  });
}
