/** "Did you mean": the known names nearest to what an agent asked for, for error messages. */

function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

const normalize = (name: string): string => name.toLowerCase().replace(/[^a-z0-9{}]/g, '');

/** Up to `count` names, nearest first; a name containing the query (or contained in it) counts as near. */
export function closestNames(query: string, names: readonly string[], count = 5): string[] {
  const wanted = normalize(query);
  return names
    .map((name) => {
      const candidate = normalize(name);
      const contains =
        Math.min(wanted.length, candidate.length) > 2 && (candidate.includes(wanted) || wanted.includes(candidate));
      return { name, score: contains ? 0 : distance(wanted, candidate) / Math.max(wanted.length, candidate.length, 1) };
    })
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((entry) => entry.name);
}
