// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraAvailable, cameraProblem, qrReader } from '../../../src/ui/follow/scan';

/* Reading a QR code from the camera (issue 28 item 1): the browser's own reader where it has one, else jsQR. */

afterEach(() => vi.unstubAllGlobals());

describe('the QR reader', () => {
  it("is the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = vi.fn(async () => [{ rawValue: 'A1.AIAQ' }]);
    class FakeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(readonly options: { formats: string[] }) {
        expect(options).toEqual({ formats: ['qr_code'] });
      }
      detect = detect;
    }
    vi.stubGlobal('BarcodeDetector', FakeDetector);
    const read = await qrReader();
    expect(await read(document.createElement('video'))).toBe('A1.AIAQ');
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('is jsQR when the browser has no QR reader (a BarcodeDetector without qr_code, or none)', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'never' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13'];
        detect = detect;
      },
    );
    const read = await qrReader();
    // A video with no frame yet reads nothing, and the browser's reader is never asked.
    expect(await read(document.createElement('video'))).toBe(null);
    expect(detect).not.toHaveBeenCalled();
  });
});

describe('the camera', () => {
  it.each([
    ['NotAllowedError', 'The camera is not allowed for Muggins: allow it in the browser’s settings, or paste the code below.'],
    ['NotFoundError', 'This device has no camera: paste the code below.'],
    ['NotReadableError', 'The camera is busy in another app: close it, or paste the code below.'],
    ['AbortError', 'The camera could not be opened: paste the code below.'],
  ])('%s says what to do instead', (name, words) => {
    expect(cameraProblem(new DOMException('no', name))).toBe(words);
  });

  it('is offered only where the page may ask for it', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    expect(cameraAvailable()).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => null } });
    expect(cameraAvailable()).toBe(true);
  });
});
