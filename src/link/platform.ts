/*
 * The platform's text coding and raw deflate, typed as the link uses them. They are in every browser the app supports
 * and in Node 20, but their types come with the DOM's (or Node's): typed here, the link compiles with the pure core
 * (tsconfig.core.json, no DOM or Node types), and the full build's DOM types never meet these.
 */

/** A stream of bytes, read a chunk at a time. */
interface ByteStream {
  pipeThrough(transform: { readonly readable: ByteStream; readonly writable: unknown }): ByteStream;
  getReader(): {
    read(): Promise<{ readonly done: true; readonly value?: undefined } | { readonly done: false; readonly value: Uint8Array }>;
    cancel(): Promise<void>;
  };
}

/** A transform of bytes, e.g. `CompressionStream`. */
type ByteTransform = new (format: 'deflate-raw') => { readonly readable: ByteStream; readonly writable: unknown };

interface Platform {
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
  readonly TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
  readonly Blob: new (parts: Uint8Array[]) => { stream(): ByteStream };
  readonly Response: new (body: ByteStream) => { arrayBuffer(): Promise<ArrayBuffer> };
  readonly CompressionStream: ByteTransform;
  readonly DecompressionStream: ByteTransform;
}

/** The global scope, as far as the link reads it. */
export const platform = globalThis as unknown as Platform;
