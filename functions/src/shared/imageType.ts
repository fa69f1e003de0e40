/** The photo formats Photo Stories accept, recognised by their bytes, never by file names. */
export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/heic';
  extension: 'png' | 'jpg' | 'webp' | 'heic';
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  // HEIC/HEIF: an ISO BMFF 'ftyp' box whose brand is one of Apple's still-image brands.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) {
      return { contentType: 'image/heic', extension: 'heic' };
    }
  }
  return null;
}
