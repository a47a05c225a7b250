/**
 * CSV for spreadsheets used in French (LibreOffice, Excel): `;` between cells, CRLF, UTF-8 with
 * a BOM. A text that starts like a formula is neutralised with a leading apostrophe; numbers
 * (negative ones included) are written with a decimal comma.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'number') return Number.isFinite(v) ? String(v).replace('.', ',') : '';
    const s = v instanceof Date ? v.toISOString() : String(v);
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [header, ...rows].map((r) => r.map(cell).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
