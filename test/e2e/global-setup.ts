import { startPreview, type Preview } from './kit/browser';

let preview: Preview | undefined;

/** Starts one `vite preview` of the built `dist/` for all browser tests. */
export async function setup(): Promise<void> {
  preview = await startPreview();
}

export async function teardown(): Promise<void> {
  await preview?.stop();
}
