/** A loopback-only network namespace (see netns.mjs). */
export interface LoopbackNet {
  /** e.g. `'/proc/4242/ns/net'`. */
  readonly ns: string;
  /** The command that runs a program inside it, e.g. `['nsenter', '--net=/proc/4242/ns/net', '--']`. */
  readonly inside: readonly string[];
  /** A Chromium executable that runs inside the namespace. */
  readonly chromium: string;
  /** Interfaces inside, as `ip -o addr` prints them. */
  addresses(): string;
  /** Takes the namespace's loopback down (a Wi-Fi that dropped) or up again. */
  setLoopback(up: boolean): void;
  stop(): Promise<void>;
}

export function canMakeLoopbackNet(): boolean;
/** Why no namespace can be made here, for a test to say aloud. */
export const NO_LOOPBACK_NET: string;
export function startLoopbackNet(dir: string): Promise<LoopbackNet>;
export function startPreviewInside(net: LoopbackNet, root: string, port: number): Promise<{ readonly url: string; stop(): Promise<void> }>;
