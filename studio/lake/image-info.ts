// What an uploaded image is, from its bytes alone (never from its name or the declared type):
// the format and the pixel size Sanity records in an image asset's metadata.

export interface ImageInfo {
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
  mimeType: string;
  width: number;
  height: number;
}

export function readImageInfo(bytes: Buffer): ImageInfo | undefined {
  return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes) ?? svg(bytes);
}

function png(b: Buffer): ImageInfo | undefined {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { extension: 'png', mimeType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpeg(b: Buffer): ImageInfo | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    const length = b.readUInt16BE(offset + 2);
    // Start-of-frame markers (baseline, progressive, ...) carry the size; DHT/JPG/DAC do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { extension: 'jpg', mimeType: 'image/jpeg', height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function gif(b: Buffer): ImageInfo | undefined {
  if (b.length < 10 || !['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6))) return undefined;
  return { extension: 'gif', mimeType: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webp(b: Buffer): ImageInfo | undefined {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = b.toString('latin1', 12, 16);
  const info = (width: number, height: number): ImageInfo => ({ extension: 'webp', mimeType: 'image/webp', width, height });
  if (chunk === 'VP8 ') return info(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return info((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return info(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  return undefined;
}

function svg(b: Buffer): ImageInfo | undefined {
  const head = b.toString('utf8', 0, Math.min(b.length, 4096));
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (!tag || !/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg\b/i.test(head)) return undefined;
  const attribute = (name: string) => Number.parseFloat(new RegExp(`\\b${name}\\s*=\\s*["']([\\d.]+)`, 'i').exec(tag)?.[1] ?? '');
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  const width = attribute('width') || Number(viewBox?.[1]) || 0;
  const height = attribute('height') || Number(viewBox?.[2]) || 0;
  if (!width || !height) return undefined;
  return { extension: 'svg', mimeType: 'image/svg+xml', width: Math.round(width), height: Math.round(height) };
}
