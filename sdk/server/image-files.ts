/*
 * Raster images as uploaded (an illustration's PNG, the images an SVG embeds): their headers read
 * and checked, not their first bytes sniffed, so that a small file cannot declare a picture a
 * browser would need gigabytes to decode. Small parsers of our own, as no image library is among
 * the dependencies; `image-size` (npm) reads the same headers and would replace imageSize.
 */

/** The largest side, in pixels, of an image the product takes: 8,000 (a 64-megapixel picture). */
export const MAX_IMAGE_SIDE = 8000;

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImageSize {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The CRC-32 of PNG chunks (ISO 3309), table-driven. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Bit depths allowed for each PNG colour type (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/**
 * A PNG's size, after walking its chunks: each whole and with its CRC right, IHDR first and valid,
 * image data present, IEND last. Throws with the reason otherwise.
 */
function pngSize(data: Buffer): ImageSize {
  let pos = 8;
  let size: ImageSize | undefined;
  let hasData = false;
  for (;;) {
    if (pos + 12 > data.length) throw new Error('it is cut short');
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new Error('a chunk is damaged');
    if (length > data.length - pos - 12) throw new Error(`its ${type} chunk is longer than the file`);
    if (crc32(data.subarray(pos + 4, pos + 8 + length)) !== data.readUInt32BE(pos + 8 + length)) throw new Error(`its ${type} chunk is damaged`);
    const body = data.subarray(pos + 8, pos + 8 + length);
    if (!size) {
      if (type !== 'IHDR' || length !== 13) throw new Error('it does not start with its header (IHDR)');
      const [depth, colour, compression, filter, interlace] = body.subarray(8, 13);
      if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) throw new Error('its header is not valid');
      size = { type: 'png', width: body.readUInt32BE(0), height: body.readUInt32BE(4) };
    } else if (type === 'IDAT') {
      hasData = true;
    } else if (type === 'IEND') {
      if (!hasData) throw new Error('it has no image data');
      return size;
    }
    pos += 12 + length;
  }
}

/** Start-of-frame markers, which carry a JPEG's size (all but DHT C4, JPG C8 and DAC CC). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG's size: its segments walked from the start to the first start-of-frame. */
function jpegSize(data: Buffer): ImageSize {
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) throw new Error('a segment is damaged');
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos++;
      continue;
    } // fill byte
    const length = data.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > data.length) throw new Error('it is cut short');
    if (JPEG_SOF.has(marker)) {
      if (length < 8) throw new Error('its frame header is damaged');
      return { type: 'jpeg', height: data.readUInt16BE(pos + 5), width: data.readUInt16BE(pos + 7) };
    }
    if (marker === 0xda || marker === 0xd9) break; // scan data or the end before any frame
    pos += 2 + length;
  }
  throw new Error('it has no frame header');
}

/** A WebP's size, from its lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webpSize(data: Buffer): ImageSize {
  if (data.readUInt32LE(4) + 8 > data.length) throw new Error('it is cut short');
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && data.length >= 30) {
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) throw new Error('its frame header is damaged');
    return { type: 'webp', width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data.length >= 25) {
    if (data[20] !== 0x2f) throw new Error('its header is damaged');
    const bits = data.readUInt32LE(21);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && data.length >= 30) {
    return { type: 'webp', width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  throw new Error('its header is damaged');
}

/** The image's type and size in pixels, read from its header; throws with the reason when it is damaged; undefined for another format. */
export function imageSize(data: Buffer): ImageSize | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return pngSize(data);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return jpegSize(data);
  if (data.length >= 13 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) {
    return { type: 'gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  if (data.length >= 16 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return webpSize(data);
  return undefined;
}

/**
 * Why the bytes are not a usable image of one of the types, or undefined: not such an image, a
 * damaged header, no pixels, or a side over MAX_IMAGE_SIDE. `label` names the file in the reasons
 * ('The PNG file').
 */
export function imageProblem(data: Buffer, types: readonly ImageType[], label: string): string | undefined {
  let size: ImageSize | undefined;
  try {
    size = imageSize(data);
  } catch (e) {
    return `${label} is damaged: ${(e as Error).message}.`;
  }
  if (!size || !types.includes(size.type)) return `${label} is not a ${types.map((t) => t.toUpperCase()).join(' or ')} image.`;
  if (!size.width || !size.height) return `${label} has no pixels.`;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    return `${label} is ${size.width} x ${size.height} pixels; at most ${MAX_IMAGE_SIDE.toLocaleString('en')} a side is taken.`;
  }
  return undefined;
}
