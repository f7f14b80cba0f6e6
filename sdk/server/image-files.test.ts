import { describe, expect, it } from 'vitest';
import { gifOf, jpegOf, pngOf, webpOf } from '../../tests/unit/fixtures/media';
import { imageProblem, imageSize } from './image-files';

/** The 1 x 1 PNG the illustration tests upload, as an encoder wrote it. */
const REAL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe("imageSize reads each format's header", () => {
  it.each([
    ['png', pngOf(640, 480)],
    ['jpeg', jpegOf(640, 480)],
    ['gif', gifOf(640, 480)],
    ['webp', webpOf(640, 480)],
  ] as const)('%s', (type, data) => {
    expect(imageSize(data)).toEqual({ type, width: 640, height: 480 });
  });

  it('a real PNG, and a file of another format (undefined)', () => {
    expect(imageSize(REAL_PNG)).toEqual({ type: 'png', width: 1, height: 1 });
    expect(imageSize(Buffer.from('<svg/>'))).toBeUndefined();
  });
});

describe('imageProblem', () => {
  const png = (data: Buffer) => imageProblem(data, ['png'], 'The PNG file');

  it('passes a real PNG and one of 8,000 x 8,000', () => {
    expect(png(REAL_PNG)).toBeUndefined();
    expect(png(pngOf(8000, 8000))).toBeUndefined();
  });

  it('refuses a PNG declaring 60000 x 60000 pixels in a few hundred bytes', () => {
    const bomb = pngOf(60000, 60000);
    expect(bomb.length).toBeLessThan(12 * 1024);
    expect(png(bomb)).toBe('The PNG file is 60000 x 60000 pixels; at most 8,000 a side is taken.');
    expect(png(pngOf(8001, 10))).toMatch(/8001 x 10 pixels/);
  });

  it('refuses a PNG whose chunks do not hold together, naming what is wrong', () => {
    const good = pngOf(10, 10);
    const crc = Buffer.from(good);
    crc[29] ^= 0xff; // inside IHDR's CRC
    expect(png(crc)).toBe('The PNG file is damaged: its IHDR chunk is damaged.');
    expect(png(good.subarray(0, good.length - 12))).toBe('The PNG file is damaged: it is cut short.');
    const long = Buffer.from(good);
    long.writeUInt32BE(0x7fffffff, 33); // IDAT's length
    expect(png(long)).toBe('The PNG file is damaged: its IDAT chunk is longer than the file.');
    expect(png(pngOf(0, 10))).toBe('The PNG file has no pixels.');
    expect(png(Buffer.from('<svg/>'))).toBe('The PNG file is not a PNG image.');
    expect(png(jpegOf(10, 10))).toBe('The PNG file is not a PNG image.');
  });

  it('refuses a JPEG, GIF or WebP too large or cut short', () => {
    const any = ['png', 'jpeg', 'gif', 'webp'] as const;
    expect(imageProblem(jpegOf(9000, 10), any, 'The image')).toMatch(/9000 x 10 pixels/);
    expect(imageProblem(gifOf(10, 60000), any, 'The image')).toMatch(/10 x 60000 pixels/);
    expect(imageProblem(webpOf(16000, 16000), any, 'The image')).toMatch(/16000 x 16000 pixels/);
    expect(imageProblem(jpegOf(10, 10).subarray(0, 25), any, 'The image')).toBe('The image is damaged: it is cut short.');
    expect(imageProblem(jpegOf(10, 10).subarray(0, 20), any, 'The image')).toBe('The image is damaged: it has no frame header.');
  });
});
