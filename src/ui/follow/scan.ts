/*
 * Reading a QR code from the camera: the browser's own `BarcodeDetector` where it has one that reads QR codes
 * (Chrome on Android, Safari), else jsQR, plain JavaScript loaded only now (no WebAssembly: the page's
 * Content-Security-Policy allows no compiled code), reading frames drawn to a canvas.
 */

/** Reads the QR code in the video's current frame, or null. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<readonly { readonly rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are scaled down to at most this many pixels across before jsQR reads them: enough for a code at arm's length. */
export const MAX_FRAME_PX = 720;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!context || w === 0 || h === 0) return null;
    const scale = Math.min(1, MAX_FRAME_PX / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best QR reader this browser has. */
export async function qrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? (await jsQrReader());
}

/** Why the camera cannot be used, in words that say what to do instead. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera is not allowed for Muggins: allow it in the browser’s settings, or paste the code below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'This device has no camera: paste the code below.';
  if (name === 'NotReadableError') return 'The camera is busy in another app: close it, or paste the code below.';
  return 'The camera could not be opened: paste the code below.';
}

/** True where a page may ask for the camera: a secure origin (the installed app, https, or localhost). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
