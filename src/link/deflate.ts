import { platform } from './platform';

/*
 * Raw deflate (RFC 1951) through the platform's CompressionStream: in every browser the app supports and in
 * Node 20, so the link needs no library.
 */

/** Bytes compressed with raw deflate. */
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new platform.Blob([bytes]).stream().pipeThrough(new platform.CompressionStream('deflate-raw'));
  return new Uint8Array(await new platform.Response(stream).arrayBuffer());
}

/**
 * Inflates raw deflate, stopping once the output passes `limit` bytes (a small link can inflate a thousandfold).
 * Returns `'too-large'` past the limit and `'damaged'` for a stream that is broken or cut short; never throws.
 */
export async function inflateRaw(bytes: Uint8Array, limit: number): Promise<Uint8Array | 'too-large' | 'damaged'> {
  try {
    const stream = new platform.Blob([bytes]).stream().pipeThrough(new platform.DecompressionStream('deflate-raw'));
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  } catch {
    return 'damaged';
  }
}
