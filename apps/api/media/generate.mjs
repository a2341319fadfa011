#!/usr/bin/env node
/**
 * Draws the demo product images as small, self-contained SVG files in ./products:
 * `<name>.svg` (1200×1200) and `<name>-thumb.svg` (240×240, same drawing). No dependencies, no
 * external references, no web fonts. Run `node apps/api/media/generate.mjs` after changing the
 * list below; the seed (src/db/seed-data/catalogue.ts) points at these files by name, and its
 * test checks that every image it names exists.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'products');
const MAIN = 1200;
const THUMB = 240;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// ---------------------------------------------------------------- colours

const COLOURS = {
  Black: '#23272c',
  Navy: '#1f3556',
  'Heather Grey': '#9ea3a8',
  White: '#f6f6f3',
  'Slate Blue': '#4d6f8f',
  'Forest Green': '#2e5b45',
  Charcoal: '#3b4047',
  Burgundy: '#6b2335',
  'Ice Blue': '#a8d3e6',
  Sand: '#d6c19c',
};
const BRAND = { stud: '#1b2a41', care: '#1e5a63', accent: '#e4572e', sky: '#d9e8f2' };

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function hex([r, g, b]) {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}
/** Mixes a towards b by t (0 = a, 1 = b). */
function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((v, i) => v + (y[i] - v) * t));
}
function luminance(c) {
  const [r, g, b] = rgb(c).map((v) => v / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const isLight = (c) => luminance(c) > 0.62;
const outline = (c) => (isLight(c) ? mix(c, '#3d4652', 0.55) : mix(c, '#000000', 0.35));
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- document parts

function svg(size, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${MAIN} ${MAIN}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

function background(tint) {
  const light = isLight(tint);
  const bg = light ? '#dfe6ee' : mix(tint, '#ffffff', 0.87);
  const disc = light ? '#eaf0f5' : mix(tint, '#ffffff', 0.79);
  return (
    `<rect width="1200" height="1200" fill="${bg}"/>` +
    `<circle cx="600" cy="580" r="440" fill="${disc}"/>` +
    `<ellipse cx="600" cy="985" rx="360" ry="34" fill="#0b1320" opacity=".08"/>`
  );
}

const sheen =
  '<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>' +
  '<pattern id="mesh" width="22" height="22" patternUnits="userSpaceOnUse">' +
  '<circle cx="11" cy="11" r="5" fill="#fff" opacity=".28"/></pattern>' +
  '<pattern id="knit" width="28" height="20" patternUnits="userSpaceOnUse">' +
  '<path d="M0 4l7 10 7-10 7 10 7-10" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3"/></pattern></defs>';

function label(text, y = 1090, size = 46, fill = '#2b3440') {
  return `<text x="600" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="600" fill="${fill}">${esc(text)}</text>`;
}

// ---------------------------------------------------------------- briefs

const SHAPES = {
  classic: {
    front: 'M262 410H938C922 560 808 708 700 836Q600 862 500 836C392 708 278 560 262 410Z',
    back: 'M262 410H938C930 610 830 770 712 866Q600 890 488 866C370 770 270 610 262 410Z',
    legs: ['M262 412C278 560 392 708 500 836', 'M938 412C922 560 808 708 700 836'],
    backLegs: ['M262 412C270 610 370 770 488 866', 'M938 412C930 610 830 770 712 866'],
  },
  trunk: {
    front: 'M262 410H938L958 782Q820 802 690 792Q640 762 600 754Q560 762 510 792Q380 802 242 782Z',
    back: 'M262 410H938L958 792Q780 812 612 802L600 784L588 802Q420 812 242 792Z',
    legs: ['M242 782Q380 802 510 792', 'M958 782Q820 802 690 792'],
    backLegs: ['M242 792Q420 812 588 802', 'M958 792Q780 812 612 802'],
  },
};
SHAPES.sport = SHAPES.classic;
SHAPES.mesh = SHAPES.classic;

const POUCH = {
  classic: 'M520 418C500 560 530 690 600 772C670 690 700 560 680 418',
  trunk: 'M522 418C504 540 532 650 600 724C668 650 696 540 678 418',
};

function waistband(colour, style, text = 'STUD') {
  const light = isLight(colour);
  const band = style === 'sport' ? BRAND.stud : light ? '#e4e7eb' : mix(colour, '#000000', 0.28);
  const ink = isLight(band) ? '#2b3440' : '#ffffff';
  const h = style === 'sport' ? 96 : 78;
  let out = `<rect x="250" y="${410 - h}" width="700" height="${h + 6}" rx="18" fill="${band}" stroke="${outline(colour)}" stroke-width="5"/>`;
  if (style === 'sport') {
    out += `<rect x="250" y="${410 - h + 66}" width="700" height="10" fill="${BRAND.accent}"/>`;
  }
  out += `<text x="600" y="${410 - h / 2 + 14}" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" letter-spacing="12" fill="${ink}">${text}</text>`;
  return out;
}

function sportPanels(back) {
  const left = back
    ? 'M262 410H372C378 560 420 700 500 846L488 866C370 770 270 610 262 410Z'
    : 'M262 410H372C380 540 440 680 515 800L500 836C392 708 278 560 262 410Z';
  return [left, mirrorPath(left)]
    .map(
      (d) =>
        `<path d="${d}" fill="${BRAND.accent}" opacity=".85"/><path d="${d}" fill="url(#mesh)"/>`,
    )
    .join('');
}

/** Mirrors an absolute path (M, H, L, C, Q, Z only) around x = 600. */
function mirrorPath(d) {
  const tokens = d.match(/[MHLCQZ]|-?\d+(?:\.\d+)?/g);
  let out = '';
  let cmd = '';
  let index = 0;
  for (const token of tokens) {
    if (/[A-Z]/.test(token)) {
      cmd = token;
      index = 0;
      out += token;
      continue;
    }
    const value = Number(token);
    const isX = cmd === 'H' || index % 2 === 0;
    out += `${index === 0 ? '' : ' '}${isX ? 1200 - value : value}`;
    index += 1;
  }
  return out;
}

function brief(colourName, style, view, transform = '') {
  const c = COLOURS[colourName];
  const shape = SHAPES[style];
  const d = view === 'front' ? shape.front : shape.back;
  const legs = view === 'front' ? shape.legs : shape.backLegs;
  const line = outline(c);
  const trim = isLight(c) ? mix(c, '#5a6573', 0.25) : mix(c, '#ffffff', 0.12);
  let g = `<g${transform ? ` transform="${transform}"` : ''}>`;
  g += `<path d="${d}" fill="${c}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/>`;
  if (style === 'mesh') g += `<path d="${d}" fill="url(#mesh)"/>`;
  else g += `<path d="${d}" fill="url(#knit)" opacity=".6"/>`;
  if (style === 'sport') g += sportPanels(view === 'back');
  if (view === 'front') {
    const pouch = POUCH[style === 'trunk' ? 'trunk' : 'classic'];
    g += `<path d="${pouch}Z" fill="${c}" opacity="${style === 'mesh' ? 1 : 0.35}"/>`;
    g += `<path d="${pouch}" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>`;
    g += `<path d="M600 430V${style === 'trunk' ? 716 : 762}" stroke="${line}" stroke-width="3" stroke-dasharray="10 10" opacity=".7"/>`;
  } else {
    g += `<path d="M600 414V${style === 'trunk' ? 782 : 872}" stroke="${line}" stroke-width="4"/>`;
    g += `<path d="M300 470Q600 545 900 470" fill="none" stroke="${line}" stroke-width="4" opacity=".7"/>`;
  }
  for (const leg of legs) {
    g += `<path d="${leg}" fill="none" stroke="${trim}" stroke-width="16" stroke-linecap="round"/>`;
  }
  g += `<path d="${d}" fill="url(#sheen)"/>`;
  g += waistband(c, style);
  return `${g}</g>`;
}

function briefImage(colourName, style, view) {
  return (
    sheen + background(COLOURS[colourName]) + brief(colourName, style, view, 'translate(0 40)')
  );
}

const DETAIL_CAPTION = {
  classic: 'Breathable modal-cotton knit',
  sport: 'Open-mesh side panels',
  trunk: 'Bonded hem, three-panel pouch',
  mesh: 'Open micro-mesh',
};

function detailImage(style, colourName) {
  const c = COLOURS[colourName];
  const line = outline(c);
  let texture;
  if (style === 'mesh') {
    texture =
      `<rect x="160" y="140" width="880" height="880" fill="${c}"/>` +
      `<pattern id="open" width="56" height="56" patternUnits="userSpaceOnUse"><circle cx="28" cy="28" r="15" fill="#ffffff" opacity=".75"/></pattern>` +
      `<rect x="160" y="140" width="880" height="880" fill="url(#open)"/>`;
  } else if (style === 'sport') {
    texture =
      `<rect x="160" y="140" width="880" height="880" fill="${c}"/>` +
      `<path d="M600 140H1040V1020H700Q640 600 600 140Z" fill="${BRAND.accent}"/>` +
      `<pattern id="hex" width="48" height="42" patternUnits="userSpaceOnUse"><path d="M12 2h24l12 19-12 19H12L0 21z" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5"/></pattern>` +
      `<path d="M600 140H1040V1020H700Q640 600 600 140Z" fill="url(#hex)"/>`;
  } else {
    texture =
      `<rect x="160" y="140" width="880" height="880" fill="${c}"/>` +
      `<pattern id="knitBig" width="64" height="44" patternUnits="userSpaceOnUse"><path d="M0 8l16 24 16-24 16 24 16-24" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="7" stroke-linejoin="round"/></pattern>` +
      `<rect x="160" y="140" width="880" height="880" fill="url(#knitBig)"/>`;
    if (style === 'trunk') {
      texture += `<path d="M160 860Q600 900 1040 860V1020H160Z" fill="${mix(c, '#000000', 0.2)}"/><path d="M160 860Q600 900 1040 860" fill="none" stroke="${line}" stroke-width="6"/>`;
      texture += `<path d="M420 330C380 560 460 760 600 880" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-dasharray="16 12"/>`;
    }
  }
  const band = isLight(c) ? '#e4e7eb' : mix(c, '#000000', 0.28);
  const ink = isLight(band) ? '#2b3440' : '#ffffff';
  return (
    background(c) +
    `<defs><clipPath id="lens"><circle cx="600" cy="560" r="400"/></clipPath></defs>` +
    `<g clip-path="url(#lens)">${texture}` +
    (style === 'sport'
      ? `<rect x="160" y="140" width="880" height="190" fill="${BRAND.stud}"/><rect x="160" y="300" width="880" height="18" fill="${BRAND.accent}"/>`
      : `<rect x="160" y="140" width="880" height="170" fill="${band}"/>`) +
    `<text x="600" y="262" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" letter-spacing="30" fill="${style === 'sport' ? '#fff' : ink}">STUD</text>` +
    `</g><circle cx="600" cy="560" r="400" fill="none" stroke="${line}" stroke-width="10"/>` +
    label(DETAIL_CAPTION[style], 1080)
  );
}

function packImage(colourNames) {
  const placements = [
    'translate(380 700) rotate(-12)',
    'translate(820 700) rotate(12)',
    'translate(600 650)',
  ];
  // Drawn back to front: the middle brief last, so it sits on top.
  const [left, middle, right] = colourNames;
  const parts = [left, right, middle].map((name, i) =>
    brief(name, 'classic', 'front', `${placements[i]} scale(.56) translate(-600 -600)`),
  );
  return (
    sheen +
    background(COLOURS[middle]) +
    parts.join('') +
    `<circle cx="960" cy="250" r="104" fill="${BRAND.accent}"/>` +
    `<text x="960" y="240" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="800" fill="#fff">3</text>` +
    `<text x="960" y="292" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">PACK</text>`
  );
}

function stackImage(colourNames) {
  let out = sheen + background('#9ea3a8');
  colourNames.forEach((name, i) => {
    const c = COLOURS[name];
    const y = 300 + i * 104;
    const band = isLight(c) ? '#e4e7eb' : mix(c, '#000000', 0.28);
    out += `<rect x="330" y="${y}" width="540" height="128" rx="26" fill="${c}" stroke="${outline(c)}" stroke-width="5"/>`;
    out += `<rect x="330" y="${y}" width="540" height="36" rx="14" fill="${band}"/>`;
    out += `<rect x="330" y="${y}" width="540" height="128" rx="26" fill="url(#sheen)"/>`;
  });
  out += `<text x="600" y="${300 + 4 * 104 + 28}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="8" fill="#fff">STUD</text>`;
  out += `<circle cx="960" cy="250" r="104" fill="${BRAND.accent}"/>`;
  out += `<text x="960" y="240" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="800" fill="#fff">5</text>`;
  out += `<text x="960" y="292" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">PACK</text>`;
  return out;
}

function rowImage(colourNames) {
  const step = 1200 / colourNames.length;
  return (
    sheen +
    background('#9ea3a8') +
    colourNames
      .map((name, i) =>
        brief(
          name,
          'classic',
          'front',
          `translate(${step * i + step / 2} 600) scale(.32) translate(-600 -600)`,
        ),
      )
      .join('') +
    label('Pick one colour or mix several', 930, 44)
  );
}

// ---------------------------------------------------------------- varicocele shop

function book(x, y, w, h, rotate = 0) {
  const t = rotate ? ` transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : '';
  return (
    `<g${t}><rect x="${x + 14}" y="${y + 10}" width="${w}" height="${h}" rx="14" fill="#0b1320" opacity=".18"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${BRAND.care}"/>` +
    `<rect x="${x}" y="${y}" width="${w * 0.07}" height="${h}" rx="8" fill="#15434a"/>` +
    `<path d="M${x + w * 0.3} ${y + h * 0.62}c${w * 0.1} -${h * 0.1} ${w * 0.2} ${h * 0.1} ${w * 0.3} 0s${w * 0.2} ${h * 0.1} ${w * 0.3} 0" fill="none" stroke="#8fd3c7" stroke-width="${w * 0.02}" stroke-linecap="round"/>` +
    `<path d="M${x + w * 0.3} ${y + h * 0.69}c${w * 0.1} -${h * 0.1} ${w * 0.2} ${h * 0.1} ${w * 0.3} 0s${w * 0.2} ${h * 0.1} ${w * 0.3} 0" fill="none" stroke="#f2c57c" stroke-width="${w * 0.02}" stroke-linecap="round"/>` +
    `<text x="${x + w * 0.56}" y="${y + h * 0.24}" text-anchor="middle" font-family="${FONT}" font-size="${w * 0.1}" font-weight="700" fill="#fff">The Varicocele</text>` +
    `<text x="${x + w * 0.56}" y="${y + h * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${w * 0.15}" font-weight="800" fill="#fff">Guide</text>` +
    `<text x="${x + w * 0.56}" y="${y + h * 0.88}" text-anchor="middle" font-family="${FONT}" font-size="${w * 0.05}" fill="#cfe7e3">Clear answers, calm next steps</text></g>`
  );
}

function textLines(x, y, w, count, gap = 34) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const width = i % 4 === 3 ? w * 0.6 : w;
    out += `<rect x="${x}" y="${y + i * gap}" width="${width}" height="12" rx="6" fill="#c3cbd4"/>`;
  }
  return out;
}

function guideSpread() {
  return (
    background(BRAND.care) +
    `<path d="M170 330Q390 290 600 350Q810 290 1030 330V880Q810 840 600 900Q390 840 170 880Z" fill="#0b1320" opacity=".1" transform="translate(12 14)"/>` +
    `<path d="M170 330Q390 290 600 350V900Q390 840 170 880Z" fill="#fffdf8" stroke="#d5d9de" stroke-width="4"/>` +
    `<path d="M600 350Q810 290 1030 330V880Q810 840 600 900Z" fill="#fffdf8" stroke="#d5d9de" stroke-width="4"/>` +
    `<text x="385" y="410" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="${BRAND.care}">What is a varicocele?</text>` +
    `<ellipse cx="385" cy="640" rx="90" ry="120" fill="#f3d9cf" stroke="#c98f7b" stroke-width="6"/>` +
    `<path d="M330 420c-20 60 30 90 10 150s30 80 20 130M385 420c-20 60 30 90 10 150s30 80 10 110M440 420c-20 60 30 90 10 150s30 80 10 120" fill="none" stroke="#5470b8" stroke-width="10" stroke-linecap="round"/>` +
    textLines(660, 400, 300, 12)
  );
}

function tablet() {
  return (
    background(BRAND.care) +
    `<rect x="300" y="180" width="600" height="820" rx="56" fill="#1b1f24"/>` +
    `<rect x="334" y="230" width="532" height="720" rx="18" fill="#eef3f6"/>` +
    book(420, 300, 360, 500) +
    `<rect x="420" y="850" width="360" height="46" rx="23" fill="${BRAND.accent}"/>` +
    `<text x="600" y="882" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">PDF · ePub</text>`
  );
}

function bottle(x, y, scale, capColour, labelText, sub) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect x="-110" y="-300" width="220" height="70" rx="14" fill="${capColour}"/>` +
    `<rect x="-140" y="-236" width="280" height="460" rx="48" fill="#ffffff" stroke="#cdd5dd" stroke-width="6"/>` +
    `<rect x="-140" y="-130" width="280" height="230" fill="${BRAND.care}"/>` +
    `<text x="0" y="-40" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="800" fill="#fff">${esc(labelText)}</text>` +
    `<text x="0" y="20" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#cfe7e3">${esc(sub)}</text>` +
    `<rect x="-140" y="-236" width="80" height="460" rx="40" fill="#fff" opacity=".35"/></g>`
  );
}

function box(x, y, w, h, title) {
  return (
    `<rect x="${x + 16}" y="${y + 16}" width="${w}" height="${h}" rx="12" fill="#0b1320" opacity=".12"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#f7f4ee" stroke="#d7d0c2" stroke-width="5"/>` +
    `<rect x="${x}" y="${y + h * 0.18}" width="${w}" height="${h * 0.16}" fill="${BRAND.care}"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.29}" text-anchor="middle" font-family="${FONT}" font-size="${w * 0.085}" font-weight="700" fill="#fff">${esc(title)}</text>` +
    textLines(x + w * 0.15, y + h * 0.45, w * 0.7, 4, 30)
  );
}

function supplementMain() {
  return (
    background('#8fd3c7') +
    box(240, 300, 420, 600, 'Daily Support') +
    bottle(720, 680, 1, '#f2c57c', 'DAILY', '60 capsules') +
    bottle(950, 760, 0.7, '#8fd3c7', 'Q10 + E', '30 soft gels')
  );
}

function capsule(x, y, angle, a, b) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-120" y="-46" width="240" height="92" rx="46" fill="${a}"/>` +
    `<path d="M0 -46H74A46 46 0 0 1 74 46H0Z" fill="${b}"/>` +
    `<rect x="-120" y="-46" width="240" height="92" rx="46" fill="none" stroke="#0b1320" stroke-opacity=".15" stroke-width="4"/>` +
    `<rect x="-100" y="-34" width="180" height="18" rx="9" fill="#fff" opacity=".45"/></g>`
  );
}

function supplementDose() {
  return (
    background('#f2c57c') +
    `<ellipse cx="600" cy="640" rx="380" ry="200" fill="#ffffff" stroke="#e2d9c8" stroke-width="8"/>` +
    `<ellipse cx="600" cy="640" rx="300" ry="140" fill="#f8f5ef"/>` +
    capsule(470, 600, -18, '#f2c57c', BRAND.care) +
    capsule(620, 690, 12, '#f2c57c', BRAND.care) +
    `<ellipse cx="790" cy="600" rx="80" ry="52" fill="#e9b44c"/><ellipse cx="770" cy="585" rx="34" ry="16" fill="#fff" opacity=".5"/>` +
    label('Two capsules and one soft gel a day', 1000, 44)
  );
}

function supplementBundle() {
  return (
    background('#8fd3c7') +
    box(110, 380, 300, 440, 'Daily Support') +
    box(450, 340, 300, 440, 'Daily Support') +
    box(790, 380, 300, 440, 'Daily Support') +
    `<circle cx="600" cy="250" r="104" fill="${BRAND.accent}"/>` +
    `<text x="600" y="250" text-anchor="middle" font-family="${FONT}" font-size="70" font-weight="800" fill="#fff">90</text>` +
    `<text x="600" y="296" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">DAYS</text>`
  );
}

function laptopCall() {
  return (
    background('#9ec5e8') +
    `<rect x="210" y="250" width="780" height="520" rx="28" fill="#1b1f24"/>` +
    `<rect x="240" y="280" width="720" height="460" rx="10" fill="#dde9f3"/>` +
    `<circle cx="600" cy="460" r="86" fill="#7a5c4b"/><path d="M430 740c20-130 100-180 170-180s150 50 170 180Z" fill="${BRAND.care}"/>` +
    `<rect x="790" y="300" width="150" height="110" rx="10" fill="#b9cfe0" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="865" cy="345" r="24" fill="#c49a7c"/><path d="M825 410c6-30 22-42 40-42s34 12 40 42Z" fill="#4d6f8f"/>` +
    `<circle cx="540" cy="700" r="24" fill="#ffffff"/><circle cx="600" cy="700" r="24" fill="#d8453a"/><circle cx="660" cy="700" r="24" fill="#ffffff"/>` +
    `<path d="M150 800H1050L1000 850H200Z" fill="#2b3036"/>` +
    label('Private video consultation', 1000, 44)
  );
}

function calendar() {
  let cells = '';
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 7; col += 1) {
      const day = row * 7 + col + 1;
      if (day > 30) continue;
      const x = 290 + col * 92;
      const y = 470 + row * 86;
      const chosen = day === 17;
      cells += `<rect x="${x}" y="${y}" width="76" height="70" rx="12" fill="${chosen ? BRAND.accent : '#eef2f6'}"/>`;
      cells += `<text x="${x + 38}" y="${y + 46}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="${chosen ? 800 : 500}" fill="${chosen ? '#fff' : '#3b4652'}">${day}</text>`;
    }
  }
  return (
    background('#9ec5e8') +
    `<rect x="250" y="260" width="700" height="720" rx="36" fill="#ffffff" stroke="#cfd8e1" stroke-width="6"/>` +
    `<path d="M250 296a36 36 0 0 1 36-36h628a36 36 0 0 1 36 36v104H250Z" fill="${BRAND.care}"/>` +
    `<text x="600" y="355" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">Book your call</text>` +
    cells +
    `<circle cx="930" cy="930" r="110" fill="#fff" stroke="${BRAND.care}" stroke-width="14"/><path d="M930 870V930L975 960" fill="none" stroke="${BRAND.care}" stroke-width="14" stroke-linecap="round"/>`
  );
}

function checklist() {
  const items = ['Your questions', 'Recent results', 'Medicines you take', 'A quiet, private room'];
  let rows = '';
  items.forEach((text, i) => {
    const y = 450 + i * 120;
    rows += `<rect x="360" y="${y}" width="64" height="64" rx="12" fill="#e9f5f2" stroke="${BRAND.care}" stroke-width="6"/>`;
    rows += `<path d="M374 ${y + 32}l18 18 28-36" fill="none" stroke="${BRAND.care}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    rows += `<text x="456" y="${y + 44}" font-family="${FONT}" font-size="38" font-weight="600" fill="#2b3440">${esc(text)}</text>`;
  });
  return (
    background('#9ec5e8') +
    `<rect x="300" y="230" width="600" height="820" rx="30" fill="#ffffff" stroke="#cfd8e1" stroke-width="6"/>` +
    `<rect x="480" y="200" width="240" height="70" rx="20" fill="${BRAND.care}"/>` +
    `<text x="600" y="370" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="${BRAND.care}">Before your call</text>` +
    rows
  );
}

function phone(screen) {
  return (
    `<rect x="390" y="140" width="420" height="880" rx="64" fill="#15191e"/>` +
    `<rect x="412" y="164" width="376" height="832" rx="46" fill="#f4f7fa"/>` +
    `<rect x="540" y="182" width="120" height="26" rx="13" fill="#15191e"/>` +
    `<rect x="412" y="220" width="376" height="86" fill="${BRAND.care}"/>` +
    `<text x="600" y="275" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">CareApp</text>` +
    screen
  );
}

function bubble(x, y, w, h, mine) {
  const fill = mine ? BRAND.care : '#ffffff';
  const ink = mine ? '#cfe7e3' : '#c3cbd4';
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${fill}" stroke="${mine ? fill : '#dde3e9'}" stroke-width="3"/>` +
    textLines(x + 24, y + 28, w - 48, Math.max(1, Math.floor((h - 30) / 32)), 32).replace(
      /#c3cbd4/g,
      ink,
    )
  );
}

function appChat() {
  return (
    background('#8fd3c7') +
    phone(
      bubble(560, 340, 200, 80, true) +
        bubble(440, 450, 300, 180, false) +
        bubble(520, 660, 240, 80, true) +
        bubble(440, 770, 280, 120, false) +
        `<rect x="432" y="920" width="336" height="56" rx="28" fill="#ffffff" stroke="#dde3e9" stroke-width="3"/>`,
    ) +
    `<circle cx="920" cy="330" r="90" fill="${BRAND.accent}"/><path d="M880 300h80a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-46l-26 22v-22h-8a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14Z" fill="#fff"/>`
  );
}

function appChart() {
  const points = [
    [450, 760],
    [500, 700],
    [550, 720],
    [600, 640],
    [650, 660],
    [700, 580],
    [750, 600],
  ];
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  return (
    background('#8fd3c7') +
    phone(
      `<text x="440" y="370" font-family="${FONT}" font-size="30" font-weight="700" fill="#2b3440">Comfort this week</text>` +
        `<rect x="432" y="400" width="336" height="420" rx="20" fill="#ffffff" stroke="#dde3e9" stroke-width="3"/>` +
        `<path d="M450 800H750M450 700H750M450 600H750M450 500H750" stroke="#eef2f6" stroke-width="4"/>` +
        `<path d="${d}" fill="none" stroke="${BRAND.care}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
        points
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${BRAND.accent}"/>`)
          .join('') +
        textLines(440, 860, 320, 3, 32),
    )
  );
}

function kitBox() {
  return (
    background('#8fd3c7') +
    book(300, 300, 260, 360, -10) +
    bottle(770, 520, 0.62, '#f2c57c', 'DAILY', '60 capsules') +
    `<path d="M210 640H990V960H210Z" fill="#f7f4ee" stroke="#d7d0c2" stroke-width="6"/>` +
    `<path d="M210 640L280 560H920L990 640Z" fill="#e8e1d3" stroke="#d7d0c2" stroke-width="6"/>` +
    `<rect x="210" y="720" width="780" height="90" fill="${BRAND.care}"/>` +
    `<text x="600" y="780" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="800" fill="#fff">Varicocele Treatment Kit</text>` +
    textLines(360, 850, 480, 2, 36)
  );
}

function kitContents() {
  return (
    sheen +
    background('#8fd3c7') +
    book(150, 200, 300, 420, -6) +
    bottle(700, 460, 0.7, '#f2c57c', 'DAILY', '60 capsules') +
    bottle(930, 500, 0.55, '#8fd3c7', 'Q10 + E', '30 soft gels') +
    brief('Black', 'classic', 'front', 'translate(330 840) scale(.34) translate(-600 -600)') +
    brief('Navy', 'classic', 'front', 'translate(600 860) scale(.34) translate(-600 -600)') +
    `<rect x="770" y="760" width="300" height="190" rx="20" fill="#ffffff" stroke="#cfd8e1" stroke-width="5"/>` +
    `<text x="920" y="840" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="${BRAND.care}">Consultation</text>` +
    `<text x="920" y="890" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#5b6672">30 min video call</text>`
  );
}

// ---------------------------------------------------------------- the image list

/** Keep in step with src/db/seed-data/catalogue.ts (its test checks every file exists). */
const BRIEF_LINES = [
  { key: 'classic-brief', style: 'classic', colours: ['Black', 'Navy', 'Heather Grey', 'White'] },
  { key: 'sport-brief', style: 'sport', colours: ['Black', 'Slate Blue', 'Forest Green'] },
  { key: 'trunk-brief', style: 'trunk', colours: ['Black', 'Charcoal', 'Navy', 'Burgundy'] },
  { key: 'mesh-brief', style: 'mesh', colours: ['Ice Blue', 'Black', 'Sand'] },
];

function imageList() {
  const images = [];
  for (const line of BRIEF_LINES) {
    for (const colour of line.colours) {
      const name = `${line.key}-${slug(colour)}`;
      images.push({
        file: `${name}-1`,
        title: `${colour} ${line.style} brief, front`,
        body: () => briefImage(colour, line.style, 'front'),
      });
      images.push({
        file: `${name}-2`,
        title: `${colour} ${line.style} brief, back`,
        body: () => briefImage(colour, line.style, 'back'),
      });
    }
    images.push({
      file: `${line.key}-detail`,
      title: `${line.style} brief fabric detail`,
      body: () => detailImage(line.style, line.colours[0]),
    });
  }
  const packs = [
    ['all-black', ['Black', 'Black', 'Black']],
    ['black-navy-and-heather-grey', ['Navy', 'Black', 'Heather Grey']],
    ['all-white', ['White', 'White', 'White']],
  ];
  for (const [name, colours] of packs) {
    images.push({
      file: `classic-3-pack-${name}`,
      title: 'Three-pack of classic briefs',
      body: () => packImage(colours),
    });
  }
  const five = ['Black', 'Navy', 'Heather Grey', 'White', 'Ice Blue'];
  images.push(
    { file: 'mix-5-pack-1', title: 'Five-pack of briefs', body: () => stackImage(five) },
    { file: 'mix-5-pack-2', title: 'Five brief colours', body: () => rowImage(five) },
    {
      file: 'varicocele-guide-1',
      title: 'The Varicocele Guide',
      body: () => background(BRAND.care) + book(330, 190, 540, 780, -4),
    },
    { file: 'varicocele-guide-2', title: 'The guide, open', body: guideSpread },
    { file: 'varicocele-guide-3', title: 'The guide on a tablet', body: tablet },
    { file: 'supplement-kit-1', title: 'Supplement kit', body: supplementMain },
    { file: 'supplement-kit-2', title: 'One daily dose', body: supplementDose },
    { file: 'supplement-kit-3', title: '90-day supplement kit', body: supplementBundle },
    { file: 'specialist-consultation-1', title: 'Video consultation', body: laptopCall },
    { file: 'specialist-consultation-2', title: 'Booking calendar', body: calendar },
    { file: 'specialist-consultation-3', title: 'Consultation checklist', body: checklist },
    { file: 'careapp-subscription-1', title: 'CareApp chat', body: appChat },
    { file: 'careapp-subscription-2', title: 'CareApp comfort chart', body: appChart },
    { file: 'treatment-kit-1', title: 'Varicocele Treatment Kit', body: kitBox },
    { file: 'treatment-kit-2', title: 'Treatment kit contents', body: kitContents },
  );
  return images;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const entry of await readdir(OUT_DIR)) {
    if (entry.endsWith('.svg')) await rm(path.join(OUT_DIR, entry));
  }
  const images = imageList();
  let bytes = 0;
  for (const { file, title, body } of images) {
    const content = body();
    const main = svg(MAIN, title, content);
    const thumb = svg(THUMB, title, content);
    await writeFile(path.join(OUT_DIR, `${file}.svg`), main);
    await writeFile(path.join(OUT_DIR, `${file}-thumb.svg`), thumb);
    bytes += main.length + thumb.length;
  }
  console.log(
    `Wrote ${images.length * 2} SVG files (${Math.round(bytes / 1024)} KB) to ${path.relative(process.cwd(), OUT_DIR) || '.'}`,
  );
}

await main();
