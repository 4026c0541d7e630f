/** "Did you mean": the known names nearest to what an agent asked for, for error messages. */
import { editDistance } from '../../shared/search/ranking';

const distance = (a: string, b: string): number => editDistance(a, b, Infinity);
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
