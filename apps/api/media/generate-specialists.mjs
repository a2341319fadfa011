#!/usr/bin/env node
/**
 * Draws the specialists' portraits as small, self-contained SVG illustrations in
 * ./specialists/<id>.svg (480×480): flat shapes only, no external references, no fonts. The
 * people are invented for the project; the seed (src/db/seed-data/specialists.ts) points at
 * these files by id. Run `node apps/api/media/generate-specialists.mjs` after changing them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specialists');

const PEOPLE = [
  {
    id: 'amara-okafor',
    name: 'Dr Amara Okafor',
    background: '#d9e8f2',
    skin: '#8d5a3b',
    hair: '#1d1a19',
    hairStyle: 'curls',
    coat: '#ffffff',
    shirt: '#1e5a63',
    glasses: false,
  },
  {
    id: 'kenji-watanabe',
    name: 'Dr Kenji Watanabe',
    background: '#e6efe4',
    skin: '#e2b98f',
    hair: '#23201f',
    hairStyle: 'short',
    coat: '#ffffff',
    shirt: '#4d6f8f',
    glasses: true,
  },
  {
    id: 'lucia-fernandez',
    name: 'Dr Lucía Fernández',
    background: '#f3e5d8',
    skin: '#c98e66',
    hair: '#4a2c1d',
    hairStyle: 'long',
    coat: '#ffffff',
    shirt: '#6b2335',
    glasses: false,
  },
  {
    id: 'marcus-hale',
    name: 'Dr Marcus Hale',
    background: '#e3e6f0',
    skin: '#f0c6a8',
    hair: '#9a6b3f',
    hairStyle: 'side',
    coat: '#1f3556',
    shirt: '#d9e8f2',
    glasses: true,
  },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function hair(p) {
  switch (p.hairStyle) {
    case 'curls':
      return Array.from({ length: 11 }, (_, i) => {
        const angle = Math.PI * (1 + i / 10);
        const x = 240 + Math.cos(angle) * 92;
        const y = 190 + Math.sin(angle) * 92;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="30" fill="${p.hair}"/>`;
      }).join('');
    case 'long':
      return `<path d="M140 200 Q140 92 240 92 Q340 92 340 200 L352 330 L300 330 L300 210 L180 210 L180 330 L128 330 Z" fill="${p.hair}"/>`;
    case 'side':
      return `<path d="M150 196 Q146 98 246 96 Q334 98 332 190 Q300 150 236 146 Q190 144 150 196 Z" fill="${p.hair}"/>`;
    default:
      return `<path d="M152 190 Q150 104 240 100 Q330 104 328 190 Q312 140 240 138 Q168 140 152 190 Z" fill="${p.hair}"/>`;
  }
}

function portrait(p) {
  const glasses = p.glasses
    ? `<g fill="none" stroke="#2b2f36" stroke-width="5"><circle cx="205" cy="214" r="22"/><circle cx="275" cy="214" r="22"/><path d="M227 214 H253"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" aria-label="${esc(`Illustrated portrait of ${p.name}`)}">
<rect width="480" height="480" fill="${p.background}"/>
<circle cx="240" cy="240" r="200" fill="#ffffff" opacity="0.35"/>
<path d="M70 480 Q80 350 240 340 Q400 350 410 480 Z" fill="${p.coat}" stroke="#c8ced6" stroke-width="3"/>
<path d="M200 344 L240 420 L280 344 Z" fill="${p.shirt}"/>
<path d="M206 300 H274 V352 Q240 372 206 352 Z" fill="${p.skin}"/>
${p.hairStyle === 'long' ? hair(p) : ''}
<ellipse cx="240" cy="212" rx="86" ry="100" fill="${p.skin}"/>
${p.hairStyle === 'long' ? `<path d="M152 196 Q160 110 240 106 Q320 110 328 196 Q300 150 240 148 Q180 150 152 196 Z" fill="${p.hair}"/>` : hair(p)}
<circle cx="205" cy="216" r="7" fill="#2b2f36"/>
<circle cx="275" cy="216" r="7" fill="#2b2f36"/>
<path d="M214 262 Q240 282 266 262" fill="none" stroke="#6b3a2e" stroke-width="6" stroke-linecap="round"/>
${glasses}
<rect x="300" y="392" width="52" height="14" rx="4" fill="#1e5a63" opacity="0.85"/>
</svg>
`;
}

await mkdir(OUT_DIR, { recursive: true });
for (const person of PEOPLE) {
  await writeFile(path.join(OUT_DIR, `${person.id}.svg`), portrait(person));
}
console.log(`Wrote ${PEOPLE.length} portraits to ${OUT_DIR}`);
