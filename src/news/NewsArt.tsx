// The original illustrations a card without a picture of its own shows (a megaphone, a newspaper,
// a candle chart, a podium, a globe with a pin, speech bubbles), drawn inline in the palette's
// colours through the stylesheet's custom properties (news.css, .news-art), so a rebrand recolours
// them and they cost no request. newsArt.ts chooses which one a card shows.
import type { ReactNode } from 'react';
import { NEWS_ART_COUNT } from './newsArt.ts';

// Shape classes (news.css): fill r red, y amber, g green, v violet, t muted text, k background;
// stroke s-r, s-g, s-t, s-k; o a soft glow of the art's accent.
const ARTS: readonly ReactNode[] = [
  <>
    <circle className="o o-y" cx="70" cy="45" r="44" />
    <path className="y" d="M38 36h14l36-18v54L52 54H38z" />
    <rect className="t" x="42" y="54" width="9" height="18" rx="2" />
    <path className="s s-r" d="M98 34q8 11 0 22M107 26q15 19 0 38M116 18q22 27 0 54" />
  </>,
  <>
    <circle className="o o-g" cx="92" cy="40" r="46" />
    <g transform="rotate(-5 80 45)">
      <rect className="t" x="36" y="14" width="88" height="62" rx="3" />
      <rect className="k" x="42" y="20" width="76" height="10" />
      <rect className="g" x="42" y="36" width="32" height="32" />
      <path className="s s-k" d="M80 39h36M80 47h30M80 55h36M80 63h24" />
    </g>
  </>,
  <>
    <circle className="o o-r" cx="110" cy="30" r="40" />
    <path className="s s-t" d="M18 76h124" />
    <path className="s s-g" d="M34 32v36M70 22v40M106 10v38" />
    <path className="s s-r" d="M52 38v30M88 28v30M124 18v34" />
    <path className="g" d="M29 40h10v20H29zM65 30h10v24H65zM101 16h10v24h-10z" />
    <path className="r" d="M47 44h10v18H47zM83 36h10v16H83zM119 24h10v22h-10z" />
  </>,
  <>
    <path className="o o-y" d="M30 0h24L92 90H0z" />
    <path className="o o-v" d="M106 0h24l30 90H68z" />
    <path className="v" d="M52 52h56l-7 34H59z" />
    <rect className="k" x="66" y="62" width="28" height="6" rx="3" />
    <path className="s s-t" d="M80 52V34" />
    <rect className="y" x="73" y="14" width="14" height="22" rx="7" />
  </>,
  <>
    <circle className="o o-g" cx="72" cy="48" r="42" />
    <circle className="s s-g" cx="72" cy="48" r="28" />
    <path
      className="s s-g"
      d="M44 48h56M72 20v56M72 20c-16 14-16 42 0 56M72 20c16 14 16 42 0 56M50 32h44M50 64h44"
    />
    <path
      className="r"
      d="M108 14a13 13 0 0 1 13 13c0 11-13 25-13 25S95 38 95 27a13 13 0 0 1 13-13z"
    />
    <circle className="k" cx="108" cy="27" r="5" />
  </>,
  <>
    <circle className="o o-v" cx="60" cy="38" r="42" />
    <path
      className="r"
      d="M30 16h62a8 8 0 0 1 8 8v22a8 8 0 0 1-8 8H54L40 66V54h-10a8 8 0 0 1-8-8V24a8 8 0 0 1 8-8z"
    />
    <path
      className="v"
      d="M78 40h52a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8h-4v12l-14-12H78a8 8 0 0 1-8-8V48a8 8 0 0 1 8-8z"
    />
    <path className="k" d="M44 35a4 4 0 1 0 0 .1zM60 35a4 4 0 1 0 0 .1zM76 35a4 4 0 1 0 0 .1z" />
  </>,
];

if (ARTS.length !== NEWS_ART_COUNT) throw new Error('NewsArt draws NEWS_ART_COUNT illustrations');

/** Illustration number `art` (0 .. NEWS_ART_COUNT - 1) in the card's picture frame; decorative. */
export default function NewsArt({ art }: { art: number }) {
  return (
    <svg
      className="news-card__media news-art"
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-art={art}
    >
      <rect className="news-art__bg" width="160" height="90" />
      {ARTS[art % ARTS.length]}
    </svg>
  );
}
