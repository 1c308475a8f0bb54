/// <reference lib="webworker" />
import { analyzeThrows } from '../../rules';
import type { AdviceRequest, AdviceResponse } from './advisorClient';

/** Runs the exact throw analysis off the main thread, so a tap never waits for it. */
self.onmessage = (event: MessageEvent<AdviceRequest>) => {
  const { id, cards, dealer } = event.data;
  let response: AdviceResponse;
  try {
    response = { id, ok: true, rows: analyzeThrows(cards, { dealer }) };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as Worker).postMessage(response);
};
