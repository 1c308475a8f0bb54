import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, TMP, type Browser, type Device } from './browser';

/*
 * A phone whose camera is Chromium's fake camera fed from an MJPEG file: a QR code reaches it as a screenshot of the
 * other phone's code written to that file just before the camera opens (`--use-file-for-fake-video-capture` reads
 * the file when the capture starts and plays its frames in a loop; the file is replaced by a rename, never
 * rewritten in place under the mapping).
 */

/** Chromium flags of a phone whose camera shows `camera` (an MJPEG file), the camera allowed without asking. */
export function cameraFlags(camera: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`];
}

/** Replaces a camera's file with `frames` of one JPEG: written beside it, then renamed over it. */
export async function feed(camera: string, jpeg: Buffer, frames = 3): Promise<void> {
  const next = `${camera}.next`;
  await writeFile(next, Buffer.concat(Array.from({ length: frames }, () => jpeg)));
  await rename(next, camera);
}

/** A phone of its own Chromium with a camera, showing a blank frame until it is shown a code. */
export async function cameraPhone(name: string, device: Device): Promise<Browser & { readonly camera: string }> {
  const camera = join(TMP, `camera-${process.pid}-${name}.mjpeg`);
  const browser = await launchBrowser({ device, args: cameraFlags(camera), permissions: ['camera'] });
  await feed(camera, await browser.page.screenshot({ type: 'jpeg', quality: 90 }));
  return { ...browser, camera };
}

/**
 * The QR code `code` (an SVG on `from`'s screen) becomes the picture of the camera `to`: a screenshot at device
 * pixels, returned.
 */
export async function showQr(from: Page, code: string, to: string): Promise<Buffer> {
  const svg = from.locator(code);
  // In the middle of the screen: clear of a bar at its foot (the table phone's scan bar), which may cover a code lower down.
  await svg.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // At the screen's own pixels, on an even number of them (Chromium's fake camera turns a picture of odd size into
  // frames the reader never reads): a code for five phones (QR version 12) has modules under 4 CSS px on a 360 px
  // phone, too fine for the reader once JPEG has blurred a picture at CSS size.
  const box = (await svg.boundingBox())!;
  const side = 2 * Math.floor(Math.min(box.width, box.height) / 2);
  const picture = await from.screenshot({
    type: 'jpeg',
    quality: 92,
    scale: 'device',
    clip: { x: Math.round(box.x), y: Math.round(box.y), width: side, height: side },
  });
  await feed(to, picture);
  return picture;
}
