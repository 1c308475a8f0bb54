// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { QrCode } from '../../../src/ui/share/QrCode';
import { readQr } from './qrRead';

afterEach(cleanup);

const URL_ = 'https://muggins.example/#M1.GZ5BQWERTY234567';

describe('QrCode', () => {
  test('draws the link as SVG elements: a light square with its quiet zone and one path, read back exactly', async () => {
    render(<QrCode url={URL_} title="Ann v Bob" />);
    expect(screen.getByRole('status').textContent).toBe('Making the QR code…');
    const svg = await screen.findByRole('img', { name: 'QR code of the link to the game Ann v Bob' });
    expect(svg.getAttribute('viewBox')).toBe('-4 -4 37 37'); // version 3: 29 modules and 4 on each side
    const rect = svg.querySelector('rect')!;
    expect([rect.getAttribute('fill'), rect.getAttribute('width')]).toEqual(['#ffffff', '37']);
    const paths = svg.querySelectorAll('path');
    expect(paths.length).toBe(1);
    expect(paths[0]!.getAttribute('fill')).toBe('#000000');
    expect(readQr(29, paths[0]!.getAttribute('d')!)).toBe(URL_);
    // Version 3 at level M, on the figure for the tests; the line a player reads says what to do, no QR jargon.
    const figure = svg.closest('figure')!;
    expect([figure.dataset.qrVersion, figure.dataset.qrLevel]).toEqual(['3', 'M']);
    expect(figure.querySelector('figcaption')!.textContent).toBe("Point another phone's camera at the code to open this game there.");
  });

  test('sized to a whole number of device pixels per module, so every module is sharp', async () => {
    // A phone: a 328 px wide box at 3 device pixels per CSS pixel. Version 3 with its quiet zone is 37 modules:
    // floor(328 * 3 / 37) = 26 device pixels a module, 26 / 3 CSS px, 320.67 CSS px across.
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 328 });
    const dpr = window.devicePixelRatio;
    window.devicePixelRatio = 3;
    try {
      render(<QrCode url={URL_} title="Ann v Bob" />);
      const svg = await screen.findByRole('img');
      await waitFor(() => expect(svg.getAttribute('width')).toBe(String((26 / 3) * 37)));
      expect(svg.getAttribute('height')).toBe(svg.getAttribute('width'));
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
      window.devicePixelRatio = dpr;
    }
  });

  test('a link too long for one code gets a sentence, no code', async () => {
    render(<QrCode url={`https://muggins.example/#M1.${'A2'.repeat(2500)}`} title="Ann v Bob" />);
    expect(await screen.findByText('This game is too long for one QR code: share it as a link or a file instead.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a new link redraws the code', async () => {
    const { rerender } = render(<QrCode url={URL_} title="Ann v Bob" />);
    await screen.findByRole('img');
    const longer = `${URL_}${'Q'.repeat(200)}`;
    rerender(<QrCode url={longer} title="Ann v Bob" />);
    await waitFor(() => expect(document.querySelector('figure')!.dataset.qrVersion).not.toBe('3'));
    const svg = screen.getByRole('img');
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]) - 8;
    expect(readQr(size, svg.querySelector('path')!.getAttribute('d')!)).toBe(longer);
  });
});

describe('the QR code stays out of the first load and works under a strict CSP', () => {
  const source = (file: string) => readFileSync(join(import.meta.dirname, '../../../src/ui/share', file), 'utf8');
  test('lean-qr is imported only dynamically', () => {
    expect(source('qr.ts')).toMatch(/await import\('lean-qr'\)/);
    for (const file of ['qr.ts', 'QrCode.tsx']) expect(source(file)).not.toMatch(/^import[^;]*'lean-qr'/m);
  });
  test('no markup from strings and no inline style', () => {
    for (const file of ['qr.ts', 'QrCode.tsx']) expect(source(file)).not.toMatch(/innerHTML|dangerouslySetInnerHTML|style=/);
  });
});
