// Fits the brand's texts into the boxes the art keeps for them, from measured widths: the
// largest font size up to a maximum at which a line fits, and a text broken into lines at spaces.
// Pure: the measure is an argument (./render.ts's textWidth in the build, a stand-in in tests).

/** The drawn width of `text` at `fontSize` px. */
export type Measure = (text: string, fontSize: number) => number;

/** The largest size, at most `maxSize`, at which `text` is at most `maxWidth` wide. */
export function fitFontSize(
  measure: Measure,
  text: string,
  maxSize: number,
  maxWidth: number,
): number {
  const width = measure(text, maxSize);
  if (width <= maxWidth) return maxSize;
  // Width grows in proportion to size; the floor keeps it within the box.
  return Math.floor(((maxSize * maxWidth) / width) * 10) / 10;
}

/** `text` broken at spaces into lines at most `maxWidth` wide (a single long word stands alone). */
export function wrapLines(
  measure: Measure,
  text: string,
  fontSize: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && measure(joined, fontSize) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/**
 * `text` in at most `maxLines` lines, each at most `maxWidth` wide, at the largest size up to
 * `maxSize` (a step of 1 px at a time) that allows it.
 */
export function fitLines(
  measure: Measure,
  text: string,
  maxSize: number,
  maxWidth: number,
  maxLines: number,
): { fontSize: number; lines: string[] } {
  for (let fontSize = maxSize; fontSize > 1; fontSize -= 1) {
    const lines = wrapLines(measure, text, fontSize, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => measure(line, fontSize) <= maxWidth)) {
      return { fontSize, lines };
    }
  }
  return { fontSize: 1, lines: [text] };
}
