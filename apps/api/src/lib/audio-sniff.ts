/** Recognition of media files by their first bytes (recorded answers, content packs). */

export interface AudioKind {
  mime: string;
  ext: string;
}

/** Recognises an audio container by its first bytes: webm/matroska, ogg, mp4/m4a, wav, mp3. */
export function sniffAudio(b: Buffer): AudioKind | null {
  if (b.length < 12) return null;
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    return { mime: 'audio/webm', ext: 'webm' };
  }
  if (b.toString('latin1', 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (b.toString('latin1', 4, 8) === 'ftyp') return { mime: 'audio/mp4', ext: 'm4a' };
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WAVE') {
    return { mime: 'audio/wav', ext: 'wav' };
  }
  if (b.toString('latin1', 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  // MPEG audio frame sync (11 bits set) with a layer (bits 1-2 of the second byte) that is not 00 (ADTS).
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0) {
    return { mime: 'audio/mpeg', ext: 'mp3' };
  }
  return null;
}

/** Recognises a PNG, JPEG, WebP or GIF image by its first bytes (SVG is text: checked by its opening tag). */
export function sniffImage(b: Buffer): string | null {
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (b.length >= 6 && b.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  if (/<svg[\s>]/i.test(b.subarray(0, 2048).toString('utf8'))) return 'image/svg+xml';
  return null;
}
