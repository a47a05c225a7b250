/**
 * Writes the duration into a WebM file made by MediaRecorder. Browsers stream such files with a
 * Segment of unknown size and no Duration in its Info element, so players show no length and
 * cannot seek. This inserts Info › Duration (float64, in TimecodeScale units) and rewrites the
 * Info size; the Segment's size being unknown, nothing after it needs to move. A file of any
 * other shape (already has a duration, known Segment size, not WebM) is returned unchanged.
 */

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(b: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Size as an EBML vint of exactly `length` bytes (or null if it does not fit). */
function writeSize(size: number, length: number): Uint8Array | null {
  if (size >= 2 ** (7 * length) - 1) return null;
  const out = new Uint8Array(length);
  let v = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

export function withWebmDuration(file: Uint8Array, durationMs: number): Uint8Array {
  const id = readVint(file, 0, true);
  if (!id || id.value !== EBML) return file;
  const headerSize = readVint(file, id.length, false);
  if (!headerSize) return file;
  let at = id.length + headerSize.length + headerSize.value;
  const segId = readVint(file, at, true);
  if (!segId || segId.value !== SEGMENT) return file;
  const segSize = readVint(file, at + segId.length, false);
  if (!segSize || !segSize.unknown) return file;
  at += segId.length + segSize.length;
  // Find Info among the first children of the Segment.
  for (let guard = 0; guard < 16 && at < file.length; guard++) {
    const childId = readVint(file, at, true);
    if (!childId) return file;
    const childSize = readVint(file, at + childId.length, false);
    if (!childSize || childSize.unknown) return file;
    const bodyStart = at + childId.length + childSize.length;
    const bodyEnd = bodyStart + childSize.value;
    if (childId.value !== INFO) {
      at = bodyEnd;
      continue;
    }
    let scale = 1_000_000;
    for (let p = bodyStart; p < bodyEnd;) {
      const eid = readVint(file, p, true);
      const esize = eid && readVint(file, p + eid.length, false);
      if (!eid || !esize) return file;
      const start = p + eid.length + esize.length;
      if (eid.value === DURATION) return file;
      if (eid.value === TIMECODE_SCALE) {
        scale = 0;
        for (let i = 0; i < esize.value; i++) scale = scale * 256 + file[start + i]!;
      }
      p = start + esize.value;
    }
    const element = new Uint8Array(11);
    element.set([0x44, 0x89, 0x88]);
    new DataView(element.buffer).setFloat64(3, (durationMs * 1_000_000) / (scale || 1_000_000));
    const size = writeSize(childSize.value + element.length, childSize.length);
    if (!size) return file;
    const out = new Uint8Array(file.length + element.length);
    out.set(file.subarray(0, at + childId.length), 0);
    out.set(size, at + childId.length);
    out.set(file.subarray(bodyStart, bodyEnd), bodyStart);
    out.set(element, bodyEnd);
    out.set(file.subarray(bodyEnd), bodyEnd + element.length);
    return out;
  }
  return file;
}

/** The recorded blob with its duration written in, when it is a WebM without one. */
export async function blobWithDuration(blob: Blob, durationMs: number): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return blob;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const fixed = withWebmDuration(bytes, durationMs);
  return fixed === bytes ? blob : new Blob([new Uint8Array(fixed)], { type: blob.type });
}
