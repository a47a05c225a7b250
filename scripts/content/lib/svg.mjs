// Petites images SVG lisibles (affiches, panneaux, horaires) produites à partir de texte.
const FONT = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif"';
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function wrap(text, max) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let cur = '';
  for (const w of words) {
    if (cur && (cur + ' ' + w).length > max) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? cur + ' ' + w : w;
  }
  if (cur) lines.push(cur);
  return lines;
}

const THEMES = {
  bleu: ['#1d4e89', '#e8f0fb'],
  rouge: ['#b3261e', '#fdecea'],
  vert: ['#1e6b3a', '#e7f5ec'],
  orange: ['#b35c00', '#fff3e0'],
  violet: ['#5b2a86', '#f2eafa'],
  gris: ['#37474f', '#eceff1'],
};

/** Affiche ou panneau : bandeau de titre, paragraphes, pied de page. */
export function poster({ title, subtitle, lines = [], footer, theme = 'bleu', width = 640 }) {
  const [dark, light] = THEMES[theme];
  const maxChars = Math.floor((width - 60) / 11.5);
  const body = lines.flatMap((l) => (l === '' ? [''] : wrap(l, maxChars)));
  const titleLines = wrap(title, Math.floor((width - 40) / 19));
  const head = 30 + titleLines.length * 38 + (subtitle ? 32 : 0);
  const height = head + 30 + body.length * 28 + (footer ? 56 : 16);
  let y = 44;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<rect width="${width}" height="${height}" rx="14" fill="${light}" stroke="${dark}" stroke-width="4"/>`,
    `<rect x="2" y="2" width="${width - 4}" height="${head}" rx="12" fill="${dark}"/>`,
  ];
  for (const t of titleLines) {
    out.push(
      `<text x="${width / 2}" y="${y}" ${FONT} font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">${esc(t)}</text>`,
    );
    y += 38;
  }
  if (subtitle) {
    out.push(
      `<text x="${width / 2}" y="${y - 4}" ${FONT} font-size="20" fill="#fff" text-anchor="middle">${esc(subtitle)}</text>`,
    );
  }
  y = head + 40;
  for (const l of body) {
    if (l) out.push(`<text x="30" y="${y}" ${FONT} font-size="20" fill="#1a1a1a">${esc(l)}</text>`);
    y += 28;
  }
  if (footer) {
    out.push(
      `<line x1="30" x2="${width - 30}" y1="${y - 8}" y2="${y - 8}" stroke="${dark}" stroke-width="2"/>`,
    );
    out.push(
      `<text x="${width / 2}" y="${y + 24}" ${FONT} font-size="18" font-style="italic" fill="${dark}" text-anchor="middle">${esc(footer)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** Tableau d'horaires ou de tarifs. */
export function table({ title, columns, rows, note, theme = 'vert', width = 640 }) {
  const [dark, light] = THEMES[theme];
  const colW = (width - 40) / columns.length;
  const height = 70 + (rows.length + 1) * 40 + (note ? 50 : 20);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<rect width="${width}" height="${height}" rx="12" fill="#fff" stroke="${dark}" stroke-width="3"/>`,
    `<text x="${width / 2}" y="44" ${FONT} font-size="26" font-weight="bold" fill="${dark}" text-anchor="middle">${esc(title)}</text>`,
  ];
  const top = 64;
  out.push(`<rect x="20" y="${top}" width="${width - 40}" height="40" fill="${dark}"/>`);
  columns.forEach((c, i) => {
    out.push(
      `<text x="${20 + colW * i + colW / 2}" y="${top + 27}" ${FONT} font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">${esc(c)}</text>`,
    );
  });
  rows.forEach((r, ri) => {
    const y = top + 40 * (ri + 1);
    out.push(`<rect x="20" y="${y}" width="${width - 40}" height="40" fill="${ri % 2 ? '#fff' : light}"/>`);
    r.forEach((cell, i) => {
      out.push(
        `<text x="${20 + colW * i + colW / 2}" y="${y + 27}" ${FONT} font-size="18" fill="#1a1a1a" text-anchor="middle">${esc(cell)}</text>`,
      );
    });
  });
  if (note) {
    const y = top + 40 * (rows.length + 1) + 32;
    out.push(
      `<text x="${width / 2}" y="${y}" ${FONT} font-size="16" font-style="italic" fill="#333" text-anchor="middle">${esc(note)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
