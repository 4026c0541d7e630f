/**
 * Compares an ejected copy with the upstream file it was copied from: every difference must sit in a
 * `CUSTOM:` … `CUSTOM END` block (in any comment form: `//`, `/* *\/`, `{/* *\/}`).
 */

/** Line ranges [start, end] (0-based, inclusive) of the CUSTOM blocks, or an error naming the line. */
export function customBlocks(lines: readonly string[]): { blocks: [number, number][]; errors: string[] } {
  const blocks: [number, number][] = [];
  const errors: string[] = [];
  let open: number | undefined;
  lines.forEach((line, index) => {
    if (/\bCUSTOM:/.test(line)) {
      if (open !== undefined) errors.push(`line ${index + 1}: CUSTOM: inside the block opened at line ${open + 1}`);
      open = index;
    }
    if (/\bCUSTOM END\b/.test(line)) {
      if (open === undefined) errors.push(`line ${index + 1}: CUSTOM END without a CUSTOM: before it`);
      else blocks.push([open, index]);
      open = undefined;
    }
  });
  if (open !== undefined) errors.push(`line ${open + 1}: CUSTOM: block never ends (add a CUSTOM END line)`);
  return { blocks, errors };
}

/**
 * The differences between upstream and our copy that no CUSTOM block covers, as readable lines.
 * Each CUSTOM block stands for a run of upstream lines (possibly none) that it replaces; the text
 * between blocks must appear in upstream unchanged and in order, and the copy must start and end
 * like upstream.
 */
export function unmarkedChanges(upstreamText: string, oursText: string): string[] {
  const upstream = upstreamText.split('\n');
  const ours = oursText.split('\n');
  const { blocks, errors } = customBlocks(ours);
  if (errors.length > 0) return errors;
  // The copy's text between blocks, each segment with the 0-based line where it starts in our file.
  const segments: { start: number; lines: string[] }[] = [];
  let from = 0;
  for (const [start, end] of [...blocks, [ours.length, ours.length] as [number, number]]) {
    segments.push({ start: from, lines: ours.slice(from, start) });
    from = end + 1;
  }
  const matchesAt = (lines: string[], at: number) => lines.every((line, k) => upstream[at + k] === line);
  let position = 0;
  for (const [index, segment] of segments.entries()) {
    const first = index === 0;
    const last = index === segments.length - 1;
    // The first segment must start upstream's file, the last must end it; the others may follow a
    // run of replaced upstream lines, so take their earliest occurrence (leaves most room after).
    const candidates = first
      ? [0]
      : last
        ? [upstream.length - segment.lines.length]
        : Array.from({ length: upstream.length - position + 1 }, (_, k) => position + k);
    const at = candidates.find((candidate) => candidate >= position && matchesAt(segment.lines, candidate));
    if (at === undefined) return [explain(segment, upstream, position, first)];
    position = at + segment.lines.length;
  }
  return [];
}

/** Where a segment stops matching upstream, from its best starting point. */
function explain(
  segment: { start: number; lines: string[] },
  upstream: string[],
  position: number,
  first: boolean,
): string {
  let best = { matched: -1, at: position };
  for (let at = position; at <= (first ? position : upstream.length - 1); at++) {
    let matched = 0;
    while (matched < segment.lines.length && upstream[at + matched] === segment.lines[matched]) matched++;
    if (matched > best.matched) best = { matched, at };
  }
  const line = segment.start + best.matched;
  const text = segment.lines[best.matched];
  return text === undefined
    ? `line ${line + 1}: the copy ends here but upstream goes on with: ${upstream[best.at + best.matched]?.trim()}`
    : `line ${line + 1}: differs from upstream outside a CUSTOM block: ${text.trim()} (upstream: ${upstream[best.at + best.matched]?.trim() ?? 'end of file'})`;
}
