/** One face of a family: which characters it has, and how wide a text in it is. */
export interface RunFace<Font> {
  font: Font;
  has(codePoint: number): boolean;
  width(text: string, size: number): number;
}

export interface TextRun<Font> {
  text: string;
  font: Font;
}

/**
 * Splits a text into runs, each in the first face of the family that has its characters (a web
 * family comes in subsets: Latin, then Latin Extended for Polish, Czech or Turkish letters), as a
 * browser picks among the faces of one family by their unicode-range. A character no face has
 * stays with the first face, whose missing-glyph box then shows it was not printable.
 */
export function textRuns<Font>(text: string, faces: readonly RunFace<Font>[]): TextRun<Font>[] {
  const runs: TextRun<Font>[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const face = faces.find((f) => f.has(code)) ?? faces[0]!;
    const last = runs[runs.length - 1];
    if (last && last.font === face.font) last.text += char;
    else runs.push({ text: char, font: face.font });
  }
  return runs;
}

/** The width of a text set in its runs. */
export function runsWidth<Font>(text: string, faces: readonly RunFace<Font>[], size: number): number {
  let width = 0;
  for (const run of textRuns(text, faces))
    width += faces.find((f) => f.font === run.font)!.width(run.text, size);
  return width;
}
