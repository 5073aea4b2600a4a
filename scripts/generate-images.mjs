#!/usr/bin/env node
// Draws the site's artwork (courses, tutorials, blog covers, Open Graph card, fallback, logo)
// as SVG in the brand colours and renders it to JPEG/PNG with sharp, into
// apps/web/public/images. The seed stores exactly these paths. Run again after a change:
//   node scripts/generate-images.mjs
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "apps/web/public/images");

const C = {
  orange: "#FFA304",
  orangeDark: "#E08C00",
  orangeDeep: "#B86A00",
  cream: "#FFF3DC",
  dark: "#2D2D2D",
  darker: "#1E1E1E",
  ink: "#141414",
  wood: "#C97A2B",
  woodLight: "#E9A050",
  white: "#FFFFFF",
  red: "#E22434",
  teal: "#128C7E",
};

// ---------------------------------------------------------------- backgrounds and motifs

/** A dark stage with warm glows, a music staff and a few notes: the common backdrop. */
function backdrop(w, h, { seed = 1, light = false } = {}) {
  const rand = mulberry(seed);
  const base = light ? C.cream : C.dark;
  const glow = light ? C.orange : C.orange;
  const staffColour = light ? "rgba(45,45,45,0.12)" : "rgba(255,243,220,0.10)";
  const staffY = h * (0.18 + rand() * 0.12);
  const staff = [0, 1, 2, 3, 4]
    .map((i) => `<line x1="0" x2="${w}" y1="${staffY + i * 14}" y2="${staffY + i * 14 + h * 0.06}" stroke="${staffColour}" stroke-width="2"/>`)
    .join("");
  const notes = Array.from({ length: 5 }, () =>
    note(rand() * w, staffY + rand() * 50 + 10, 0.6 + rand() * 0.5, light ? "rgba(45,45,45,0.16)" : "rgba(255,163,4,0.28)"),
  ).join("");
  return `
  <defs>
    <radialGradient id="g1" cx="0.85" cy="0.15" r="0.7">
      <stop offset="0" stop-color="${glow}" stop-opacity="${light ? 0.45 : 0.55}"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="g2" cx="0.1" cy="0.95" r="0.6">
      <stop offset="0" stop-color="${glow}" stop-opacity="${light ? 0.25 : 0.3}"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light ? "#ffffff" : C.darker}" stop-opacity="0"/>
      <stop offset="1" stop-color="${light ? C.orange : C.ink}" stop-opacity="${light ? 0.18 : 0.7}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${base}"/>
  <rect width="${w}" height="${h}" fill="url(#g1)"/>
  <rect width="${w}" height="${h}" fill="url(#g2)"/>
  ${staff}
  ${notes}
  <rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#floor)"/>`;
}

function note(x, y, s, fill) {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})" fill="${fill}">
    <ellipse cx="0" cy="30" rx="13" ry="9" transform="rotate(-20 0 30)"/>
    <rect x="10" y="-28" width="4" height="58"/>
    <path d="M14 -28 q22 10 14 34 q-2 -16 -14 -20z"/>
  </g>`;
}

function eighthPair(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="40" rx="13" ry="9" transform="rotate(-20 0 40)"/>
    <ellipse cx="50" cy="30" rx="13" ry="9" transform="rotate(-20 50 30)"/>
    <rect x="10" y="-20" width="4" height="60"/><rect x="60" y="-30" width="4" height="60"/>
    <path d="M10 -20 L64 -30 L64 -18 L10 -8z"/>
  </g>`;
}

/** Sound waves leaving an instrument. */
function waves(x, y, colour, count = 3, r0 = 40) {
  return Array.from({ length: count }, (_, i) => {
    const r = r0 + i * 26;
    return `<path d="M${x} ${y - r} A${r} ${r} 0 0 1 ${x} ${y + r}" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" opacity="${(0.9 - i * 0.25).toFixed(2)}"/>`;
  }).join("");
}

/** Zig-zag band of the sombrero vueltiao, the Caribbean coast's emblem. */
function vueltiaoBand(x, y, w, h, dark = C.ink, light = C.cream) {
  const step = h;
  let path = `M${x} ${y + h}`;
  for (let i = 0; i * step < w; i += 1) {
    path += ` L${x + i * step + step / 2} ${y} L${x + (i + 1) * step} ${y + h}`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${light}"/><path d="${path} Z" fill="${dark}"/>`;
}

function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- instruments
// Each is drawn around its own origin at a "natural" size, then placed with a transform.

/** Diatonic button accordion: treble box with three rows of buttons, bellows, bass box. */
function accordion() {
  const folds = 9;
  const bellowsX = 150;
  const bellowsW = 210;
  const fw = bellowsW / folds;
  let bellows = "";
  for (let i = 0; i < folds; i += 1) {
    const x = bellowsX + i * fw;
    bellows += `<path d="M${x} 30 L${x + fw / 2} 18 L${x + fw} 30 L${x + fw} 290 L${x + fw / 2} 302 L${x} 290 Z" fill="${i % 2 ? C.dark : C.red}"/>`;
    bellows += `<path d="M${x + fw / 2} 18 L${x + fw / 2} 302" stroke="${C.ink}" stroke-width="2" opacity="0.6"/>`;
    bellows += `<rect x="${x + 2}" y="30" width="${fw - 4}" height="10" fill="${C.cream}" opacity="0.9"/><rect x="${x + 2}" y="280" width="${fw - 4}" height="10" fill="${C.cream}" opacity="0.9"/>`;
  }
  let buttons = "";
  for (let row = 0; row < 3; row += 1) {
    const count = [11, 10, 10][row];
    for (let i = 0; i < count; i += 1) {
      buttons += `<circle cx="${395 + row * 20}" cy="${58 + i * 21 + row * 10}" r="7.5" fill="${C.cream}" stroke="${C.orangeDeep}" stroke-width="2"/>`;
    }
  }
  let bass = "";
  for (let i = 0; i < 12; i += 1) {
    bass += `<circle cx="${48 + (i % 2) * 22}" cy="${70 + Math.floor(i / 2) * 34 + (i % 2) * 17}" r="8" fill="${C.cream}" stroke="${C.ink}" stroke-width="2"/>`;
  }
  return `<g>
    <rect x="10" y="20" width="140" height="280" rx="18" fill="${C.orange}"/>
    <rect x="22" y="34" width="116" height="252" rx="12" fill="${C.orangeDark}"/>
    ${bass}
    <rect x="30" y="300" width="100" height="14" rx="7" fill="${C.ink}"/>
    ${bellows}
    <rect x="360" y="20" width="150" height="280" rx="18" fill="${C.orange}"/>
    <rect x="372" y="34" width="36" height="252" rx="8" fill="${C.ink}" opacity="0.85"/>
    <path d="M420 40 h76 v240 h-76z" fill="${C.cream}" opacity="0.25"/>
    ${buttons}
    <g fill="none" stroke="${C.ink}" stroke-width="3">
      <path d="M440 60 q30 20 0 40 q-30 20 0 40" opacity="0.5"/>
      <circle cx="470" cy="220" r="26" opacity="0.45"/>
    </g>
    <circle cx="470" cy="220" r="10" fill="${C.ink}" opacity="0.5"/>
  </g>`;
}

/** Acoustic guitar, body at the bottom, neck up (about 260 × 620). */
function acousticGuitar({ body = C.woodLight, edge = C.wood, band = null } = {}) {
  let frets = "";
  for (let i = 0; i < 12; i += 1) frets += `<rect x="112" y="${60 + i * 22}" width="36" height="3" fill="${C.cream}" opacity="0.7"/>`;
  let strings = "";
  for (let i = 0; i < 6; i += 1) strings += `<line x1="${118 + i * 5}" y1="30" x2="${112 + i * 7}" y2="540" stroke="${C.cream}" stroke-width="1.6"/>`;
  return `<g>
    <path d="M100 0 h60 l10 50 h-80z" fill="${C.ink}"/>
    ${[0, 1, 2].map((i) => `<circle cx="86" cy="${12 + i * 14}" r="7" fill="${C.cream}"/><circle cx="174" cy="${12 + i * 14}" r="7" fill="${C.cream}"/>`).join("")}
    <rect x="108" y="48" width="44" height="300" fill="${C.dark}"/>
    ${frets}
    <path d="M130 300 C 40 290, 20 360, 52 420 C 0 470, 10 610, 130 620 C 250 610, 260 470, 208 420 C 240 360, 220 290, 130 300 Z" fill="${edge}"/>
    <path d="M130 312 C 52 304, 36 364, 66 420 C 20 468, 30 598, 130 606 C 230 598, 240 468, 194 420 C 224 364, 208 304, 130 312 Z" fill="${body}"/>
    ${band ? `<g clip-path="url(#bodyClip)">${band}</g>` : ""}
    <circle cx="130" cy="430" r="38" fill="${C.ink}"/>
    <circle cx="130" cy="430" r="46" fill="none" stroke="${C.orangeDeep}" stroke-width="5"/>
    <rect x="96" y="528" width="68" height="14" rx="4" fill="${C.ink}"/>
    ${strings}
  </g>`;
}

/** Solid-body electric guitar with neon accents (about 300 × 620). */
function electricGuitar() {
  let frets = "";
  for (let i = 0; i < 14; i += 1) frets += `<rect x="126" y="${70 + i * 20}" width="30" height="3" fill="${C.cream}" opacity="0.8"/>`;
  let strings = "";
  for (let i = 0; i < 6; i += 1) strings += `<line x1="${130 + i * 4.5}" y1="40" x2="${124 + i * 7}" y2="560" stroke="${C.cream}" stroke-width="1.4"/>`;
  return `<g>
    <path d="M118 0 q30 -10 52 6 l-8 56 h-34z" fill="${C.ink}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${108}" cy="${8 + i * 10}" r="5" fill="${C.cream}"/>`).join("")}
    <rect x="122" y="58" width="38" height="320" fill="${C.dark}"/>
    ${frets}
    <path d="M141 330 C 90 300, 40 330, 60 380 C 70 410, 30 430, 24 480 C 16 560, 90 620, 150 610 C 230 600, 280 560, 268 490 C 260 440, 220 430, 232 390 C 250 330, 190 300, 141 330 Z" fill="${C.orange}"/>
    <path d="M150 360 C 120 350, 90 370, 98 400 L 110 560 C 140 590, 200 580, 222 540 C 232 500, 196 470, 204 420 C 210 380, 180 360, 150 360 Z" fill="${C.cream}" opacity="0.9"/>
    <rect x="112" y="420" width="60" height="16" rx="5" fill="${C.ink}"/>
    <rect x="112" y="470" width="60" height="16" rx="5" fill="${C.ink}"/>
    <rect x="108" y="530" width="70" height="18" rx="4" fill="${C.dark}"/>
    <circle cx="226" cy="520" r="12" fill="${C.ink}"/><circle cx="236" cy="556" r="12" fill="${C.ink}"/>
    ${strings}
  </g>`;
}

/** Caja vallenata: a short drum with a goat-skin head laced with cords (about 300 × 300). */
function caja() {
  let lacing = "";
  for (let i = 0; i < 8; i += 1) {
    const x = 20 + i * 33;
    lacing += `<path d="M${x} 78 L${x + 33} 250" stroke="${C.cream}" stroke-width="5" stroke-linecap="round"/><path d="M${x + 33} 78 L${x} 250" stroke="${C.cream}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`;
  }
  return `<g>
    <ellipse cx="150" cy="250" rx="140" ry="38" fill="${C.ink}"/>
    <rect x="10" y="70" width="280" height="180" fill="${C.wood}"/>
    <rect x="10" y="70" width="280" height="180" fill="url(#woodShade)"/>
    ${lacing}
    <rect x="6" y="66" width="288" height="22" rx="8" fill="${C.orangeDeep}"/>
    <rect x="6" y="236" width="288" height="22" rx="8" fill="${C.orangeDeep}"/>
    <ellipse cx="150" cy="70" rx="140" ry="38" fill="${C.cream}"/>
    <ellipse cx="150" cy="70" rx="140" ry="38" fill="none" stroke="${C.orangeDeep}" stroke-width="8"/>
    <ellipse cx="135" cy="64" rx="60" ry="14" fill="#ffffff" opacity="0.5"/>
  </g>`;
}

/** Guacharaca: a ridged cane scraper, and its "trinche" (wire fork) beside it (about 520 × 180). */
function guacharaca() {
  let ridges = "";
  for (let i = 0; i < 26; i += 1) ridges += `<rect x="${70 + i * 14}" y="36" width="6" height="68" rx="3" fill="${C.orangeDeep}" opacity="0.75"/>`;
  let prongs = "";
  for (let i = 0; i < 7; i += 1) prongs += `<line x1="${170 + i * 10}" y1="150" x2="${150 + i * 10}" y2="230" stroke="${C.cream}" stroke-width="3.5" stroke-linecap="round"/>`;
  return `<g>
    <rect x="20" y="20" width="460" height="100" rx="50" fill="${C.woodLight}"/>
    <rect x="20" y="20" width="460" height="100" rx="50" fill="url(#caneShade)"/>
    ${ridges}
    <rect x="0" y="48" width="60" height="44" rx="14" fill="${C.dark}"/>
    <ellipse cx="470" cy="70" rx="18" ry="44" fill="${C.wood}"/>
    <g transform="translate(0 10)">
      <rect x="160" y="120" width="90" height="36" rx="12" fill="${C.dark}"/>
      <rect x="250" y="128" width="120" height="20" rx="10" fill="${C.orange}"/>
      ${prongs}
    </g>
  </g>`;
}

function shadeDefs() {
  return `<defs>
    <linearGradient id="woodShade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
    <linearGradient id="caneShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <clipPath id="bodyClip"><path d="M130 312 C 52 304, 36 364, 66 420 C 20 468, 30 598, 130 606 C 230 598, 240 468, 194 420 C 224 364, 208 304, 130 312 Z"/></clipPath>
  </defs>`;
}

/** A spotlight disc behind the instrument. */
function halo(cx, cy, r, colour = C.orange, opacity = 0.9) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${opacity}"/>
  <circle cx="${cx}" cy="${cy}" r="${r + 26}" fill="none" stroke="${colour}" stroke-width="3" opacity="0.35"/>`;
}

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shadeDefs()}${body}</svg>`;
}

// ---------------------------------------------------------------- scenes

const scenes = {
  accordionHero: (w, h, seed = 3) =>
    svg(w, h, `${backdrop(w, h, { seed })}
      ${halo(w * 0.5, h * 0.52, h * 0.34)}
      <g transform="translate(${w * 0.5 - 260 * (h / 700)} ${h * 0.52 - 160 * (h / 700)}) scale(${h / 700}) rotate(-6 260 160)">${accordion()}</g>
      ${eighthPair(w * 0.1, h * 0.22, 1.2, C.orange)}
      ${note(w * 0.88, h * 0.62, 1.3, C.cream)}`),

  guitarHero: (w, h, seed = 5, opts = {}) =>
    svg(w, h, `${backdrop(w, h, { seed })}
      ${halo(w * 0.5, h * 0.5, h * 0.36, opts.haloColour ?? C.orange)}
      <g transform="translate(${w * 0.5} ${h * 0.52}) rotate(${opts.rotate ?? 28}) scale(${h / 760}) translate(-130 -330)">${acousticGuitar(opts.guitar)}</g>
      ${eighthPair(w * 0.12, h * 0.3, 1.1, C.cream)}
      ${note(w * 0.84, h * 0.3, 1.2, C.orange)}`),

  cajaHero: (w, h, seed = 7) =>
    svg(w, h, `${backdrop(w, h, { seed })}
      ${halo(w * 0.5, h * 0.52, h * 0.34)}
      <g transform="translate(${w * 0.5 - 150 * (h / 560)} ${h * 0.5 - 150 * (h / 560)}) scale(${h / 560})">${caja()}</g>
      <g transform="translate(${w * 0.5 - 150 * (h / 560)} ${h * 0.5 - 150 * (h / 560)}) scale(${h / 560})">
        <path d="M60 -10 q40 30 70 60" stroke="${C.cream}" stroke-width="10" stroke-linecap="round" fill="none"/>
        <path d="M250 -20 q-30 40 -70 66" stroke="${C.cream}" stroke-width="10" stroke-linecap="round" fill="none"/>
      </g>
      ${waves(w * 0.74, h * 0.45, C.orange)}
      ${note(w * 0.14, h * 0.3, 1.2, C.cream)}`),

  guacharacaHero: (w, h, seed = 11) =>
    svg(w, h, `${backdrop(w, h, { seed })}
      ${halo(w * 0.5, h * 0.5, h * 0.34)}
      <g transform="translate(${w * 0.5} ${h * 0.5}) rotate(-18) scale(${h / 520}) translate(-250 -110)">${guacharaca()}</g>
      ${waves(w * 0.82, h * 0.42, C.cream, 3, 30)}
      ${eighthPair(w * 0.08, h * 0.24, 1, C.orange)}`),

  guitarVallenataHero: (w, h, seed = 13) => {
    const band = vueltiaoBand(0, 470, 260, 34);
    return svg(w, h, `${backdrop(w, h, { seed })}
      ${halo(w * 0.5, h * 0.5, h * 0.36)}
      <g transform="translate(${w * 0.5} ${h * 0.52}) rotate(-24) scale(${h / 760}) translate(-130 -330)">${acousticGuitar({ band })}</g>
      <g transform="translate(${w * 0.8} ${h * 0.7}) scale(${h / 2600})">${accordion()}</g>
      ${note(w * 0.14, h * 0.34, 1.2, C.cream)}`);
  },

  guitarUrbanHero: (w, h, seed = 17) => {
    let skyline = "";
    const rand = mulberry(seed);
    for (let x = 0; x < w; x += 48) {
      const bh = 60 + rand() * h * 0.28;
      skyline += `<rect x="${x}" y="${h - bh}" width="42" height="${bh}" fill="${C.ink}" opacity="0.85"/>`;
      for (let y = h - bh + 14; y < h - 10; y += 22) if (rand() > 0.55) skyline += `<rect x="${x + 10}" y="${y}" width="8" height="8" fill="${C.orange}" opacity="0.7"/>`;
    }
    let bars = "";
    for (let i = 0; i < 16; i += 1) {
      const bh = 20 + Math.abs(Math.sin(i * 1.7)) * 90;
      bars += `<rect x="${w * 0.06 + i * 14}" y="${h * 0.3 - bh / 2}" width="8" height="${bh}" rx="4" fill="${i % 3 === 0 ? C.cream : C.orange}" opacity="0.85"/>`;
    }
    return svg(w, h, `${backdrop(w, h, { seed })}${skyline}
      ${halo(w * 0.58, h * 0.48, h * 0.34, C.orange, 0.85)}
      <g transform="translate(${w * 0.58} ${h * 0.5}) rotate(32) scale(${h / 760}) translate(-150 -320)">${electricGuitar()}</g>
      ${bars}`);
  },
};

function tutorialScene(kind, seed) {
  return (w, h) => scenes[kind](w, h, seed);
}

/** Blog covers: an instrument plus a motif that says what the post is about. */
const blogScenes = {
  "5-errores-comunes-al-empezar-con-el-acordeon": (w, h) =>
    svg(w, h, `${backdrop(w, h, { seed: 21 })}
      ${halo(w * 0.42, h * 0.52, h * 0.33)}
      <g transform="translate(${w * 0.42 - 260 * (h / 700)} ${h * 0.52 - 160 * (h / 700)}) scale(${h / 700})">${accordion()}</g>
      <g transform="translate(${w * 0.8} ${h * 0.3})">
        <path d="M0 -70 L70 60 H-70 Z" fill="${C.orange}" stroke="${C.cream}" stroke-width="8" stroke-linejoin="round"/>
        <rect x="-7" y="-28" width="14" height="52" rx="7" fill="${C.ink}"/><circle cx="0" cy="42" r="8" fill="${C.ink}"/>
      </g>`),
  "como-practicar-20-minutos-al-dia": (w, h) =>
    svg(w, h, `${backdrop(w, h, { seed: 22 })}
      <g transform="translate(${w * 0.36} ${h * 0.5})">
        <circle r="${h * 0.3}" fill="${C.cream}"/><circle r="${h * 0.3}" fill="none" stroke="${C.orange}" stroke-width="18"/>
        <path d="M0 0 L0 ${-h * 0.3} A${h * 0.3} ${h * 0.3} 0 0 1 ${h * 0.3 * Math.sin(Math.PI * 2 / 3)} ${h * 0.3 * Math.cos(Math.PI * 2 / 3)} Z" fill="${C.orange}" opacity="0.85"/>
        ${Array.from({ length: 12 }, (_, i) => `<rect x="-3" y="${-h * 0.28}" width="6" height="18" fill="${C.ink}" transform="rotate(${i * 30})"/>`).join("")}
        <rect x="-5" y="${-h * 0.2}" width="10" height="${h * 0.2}" rx="5" fill="${C.ink}"/>
        <rect x="-5" y="-5" width="${h * 0.15}" height="10" rx="5" fill="${C.ink}" transform="rotate(30)"/>
        <circle r="12" fill="${C.ink}"/>
      </g>
      <g transform="translate(${w * 0.72} ${h * 0.55}) rotate(24) scale(${h / 1000}) translate(-130 -330)">${acousticGuitar()}</g>`),
  "historia-del-vallenato-y-sus-cuatro-aires": (w, h) =>
    svg(w, h, `${backdrop(w, h, { seed: 23 })}
      ${[0, 1, 2, 3].map((i) => `<circle cx="${w * (0.2 + i * 0.2)}" cy="${h * 0.3}" r="${h * 0.09}" fill="${i % 2 ? C.cream : C.orange}"/>${note(w * (0.2 + i * 0.2) - 8, h * 0.3 - 40, 0.9, C.ink)}`).join("")}
      <g transform="translate(${w * 0.2} ${h * 0.5}) scale(${h / 800})">${caja()}</g>
      <g transform="translate(${w * 0.46} ${h * 0.5}) scale(${h / 1000})">${accordion()}</g>
      ${vueltiaoBand(0, h - 34, w, 34)}`),
  "guitarra-como-afinar-sin-afinador": (w, h) => {
    let wave = `M0 ${h * 0.5}`;
    for (let x = 0; x <= w * 0.55; x += 10) wave += ` L${x} ${h * 0.5 + Math.sin(x / 22) * 60 * Math.exp(-x / (w * 0.4))}`;
    return svg(w, h, `${backdrop(w, h, { seed: 24 })}
      <path d="${wave}" fill="none" stroke="${C.orange}" stroke-width="8" stroke-linecap="round"/>
      <path d="${wave}" fill="none" stroke="${C.cream}" stroke-width="3" stroke-linecap="round" transform="translate(0 26)" opacity="0.6"/>
      ${halo(w * 0.7, h * 0.5, h * 0.34)}
      <g transform="translate(${w * 0.7} ${h * 0.5}) rotate(-30) scale(${h / 780}) translate(-130 -330)">${acousticGuitar()}</g>`);
  },
  "la-caja-y-la-guacharaca-el-corazon-ritmico-del-vallenato": (w, h) =>
    svg(w, h, `${backdrop(w, h, { seed: 25 })}
      ${halo(w * 0.5, h * 0.52, h * 0.36)}
      <g transform="translate(${w * 0.3 - 150 * (h / 640)} ${h * 0.5 - 110 * (h / 640)}) scale(${h / 640})">${caja()}</g>
      <g transform="translate(${w * 0.66} ${h * 0.5}) rotate(-28) scale(${h / 720}) translate(-250 -110)">${guacharaca()}</g>
      <g transform="translate(${w * 0.5} ${h * 0.2})"><path d="M-40 0 q20 -20 40 0 t40 0" stroke="${C.cream}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`),
  "como-elegir-tu-primer-acordeon-vallenato": (w, h) =>
    svg(w, h, `${backdrop(w, h, { seed: 26 })}
      ${halo(w * 0.45, h * 0.52, h * 0.34)}
      <g transform="translate(${w * 0.45 - 260 * (h / 720)} ${h * 0.52 - 160 * (h / 720)}) scale(${h / 720}) rotate(4 260 160)">${accordion()}</g>
      <g transform="translate(${w * 0.8} ${h * 0.28}) rotate(18)">
        <path d="M-60 -40 H40 L80 0 L40 40 H-60 Z" fill="${C.cream}"/>
        <circle cx="44" cy="0" r="10" fill="${C.dark}"/>
        <path d="M-40 -10 h60 M-40 12 h40" stroke="${C.orangeDeep}" stroke-width="8" stroke-linecap="round"/>
      </g>`),
  "guitarra-urbana-cinco-ritmos-para-acompanar-canciones": (w, h) => {
    let bars = "";
    for (let i = 0; i < 5; i += 1) {
      bars += `<rect x="${w * 0.08 + i * 70}" y="${h * 0.62 - (40 + i * 30)}" width="48" height="${40 + i * 30}" rx="10" fill="${i % 2 ? C.cream : C.orange}"/>`;
    }
    return svg(w, h, `${backdrop(w, h, { seed: 27 })}${bars}
      ${halo(w * 0.68, h * 0.5, h * 0.34)}
      <g transform="translate(${w * 0.68} ${h * 0.52}) rotate(30) scale(${h / 760}) translate(-150 -320)">${electricGuitar()}</g>`);
  },
};

function ogDefault(w, h) {
  return svg(w, h, `${backdrop(w, h, { seed: 31 })}
    ${halo(w * 0.78, h * 0.52, h * 0.34)}
    <g transform="translate(${w * 0.78 - 260 * (h / 860)} ${h * 0.52 - 160 * (h / 860)}) scale(${h / 860}) rotate(-6 260 160)">${accordion()}</g>
    <g transform="translate(72 ${h * 0.3})">
      <rect width="84" height="84" rx="20" fill="${C.dark}" stroke="${C.orange}" stroke-width="3"/>
      <path d="M21 24h10l5 36H26zM37 24h10l-3 36h-5zM47 24h10l-5 36h-10z" fill="${C.orange}"/>
      <text x="0" y="160" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="76" fill="${C.white}">FZ Academia</text>
      <text x="0" y="226" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${C.orange}">Aprende música vallenata en línea</text>
      <text x="0" y="276" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${C.cream}">Acordeón · Guitarra · Caja · Guacharaca</text>
    </g>`);
}

function fallback(w, h) {
  return svg(w, h, `${backdrop(w, h, { seed: 41 })}
    <g transform="translate(${w / 2 - 100} ${h / 2 - 100}) scale(6.25)">
      <rect width="32" height="32" rx="8" fill="${C.dark}" stroke="${C.orange}" stroke-width="0.6"/>
      <path d="M8 9h4l2 14H10zM14 9h4l-1 14h-2zM18 9h4l-2 14h-4z" fill="${C.orange}"/>
    </g>`);
}

function logo(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="8" fill="${C.dark}"/>
    <path d="M8 9h4l2 14H10zM14 9h4l-1 14h-2zM18 9h4l-2 14h-4z" fill="${C.orange}"/></svg>`;
}

// ---------------------------------------------------------------- output

const COURSE = [1200, 800];
const WIDE = [1200, 675];

const jobs = [
  ["courses/como-tocar-acordeon-vallenato.jpg", COURSE, (w, h) => scenes.accordionHero(w, h)],
  ["courses/como-tocar-guitarra.jpg", COURSE, (w, h) => scenes.guitarHero(w, h)],
  ["courses/como-tocar-caja-vallenata.jpg", COURSE, (w, h) => scenes.cajaHero(w, h)],
  ["courses/como-tocar-guacharaca-vallenata.jpg", COURSE, (w, h) => scenes.guacharacaHero(w, h)],
  ["courses/como-tocar-guitarra-vallenata.jpg", COURSE, (w, h) => scenes.guitarVallenataHero(w, h)],
  ["courses/como-tocar-guitarra-urbana.jpg", COURSE, (w, h) => scenes.guitarUrbanHero(w, h)],
  ["tutorials/la-gota-fria-en-acordeon.jpg", WIDE, tutorialScene("accordionHero", 51)],
  ["tutorials/puya-de-festival-paso-a-paso.jpg", WIDE, tutorialScene("accordionHero", 52)],
  ["tutorials/repiques-de-caja-para-paseo.jpg", WIDE, tutorialScene("cajaHero", 53)],
  ["tutorials/acompanamiento-de-serenata-en-guitarra.jpg", WIDE, tutorialScene("guitarVallenataHero", 54)],
  ...Object.entries(blogScenes).map(([slug, scene]) => [`blog/${slug}.jpg`, WIDE, scene]),
  ["og-default.jpg", [1200, 630], ogDefault],
  ["fallback.jpg", COURSE, fallback],
];

let total = 0;
for (const [file, [w, h], draw] of jobs) {
  const target = path.join(out, file);
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(draw(w, h))).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toFile(target);
  const size = statSync(target).size;
  total += size;
  console.log(`${file.padEnd(72)} ${(size / 1024).toFixed(1)} KB`);
  if (size > 80 * 1024) console.warn(`  ! ${file} is over 80 KB`);
}
const logoFile = path.join(out, "logo.png");
await sharp(Buffer.from(logo(512))).png({ compressionLevel: 9, palette: true }).toFile(logoFile);
console.log(`logo.png ${(statSync(logoFile).size / 1024).toFixed(1)} KB`);
console.log(`${jobs.length + 1} images, ${(total / 1024).toFixed(0)} KB of JPEG`);
