/**
 * The relevance suite split in two (issue 43). The ranking is tuned on the tuning part only; the
 * held-out part says whether a change helps readers or only the queries it was tuned on.
 *
 * - Rule, fixed on 2026-11-25 before any ranking change of that day: every third case of
 *   `queries.ts` (index 2, 5, 8, …) is held out. Cases appended later fall where the rule puts them.
 * - Never read the held-out cases one by one while tuning, and never tune on their misses: read only
 *   the aggregate figures the relevance spec and `npm run bench` print.
 * - A ranking change lands only if the held-out figures do not drop: `heldOutFloor` is what they
 *   were when the split was made; raise it when a change raises them, never lower it to pass.
 */
import { relevanceCases, type RelevanceCase } from './queries';

export { integratorCases } from './held-out-integrators';
export { integratorTuningCases } from './integrator-tuning';

const isHeldOut = (_testCase: RelevanceCase, index: number): boolean => index % 3 === 2;

export const heldOutCases: RelevanceCase[] = relevanceCases.filter(isHeldOut);
export const tuningCases: RelevanceCase[] = relevanceCases.filter((testCase, index) => !isHeldOut(testCase, index));

/**
 * The held-out part's floor. When the split was made (2026-11-25, built index, the site's engine: 75
 * cases, top-1 81.3 %, top-3 94.7 %, MRR 0.881). The same day 24 task questions were appended
 * before any ranking change (8 of them fall in this part: 83 cases, top-3 91.6 %, MRR 0.863); the
 * partial-match ranking then raised the part to top-3 92.8 %, MRR 0.867 (the 75 older cases
 * unchanged at 94.7 % / 0.881). Later the same day (issue 43, ranking rules that gained nothing here
 * deleted, camelCase names in running text indexed whole, verbs of looking for something and "as" as
 * stop words): top-1 79.5 %, top-3 94.0 %, MRR 0.8679; API overviews weighing 1.4 and three synonym
 * groups: MRR 0.870; partial matches weighed by their share to the power 1.5, not 2: top-1 81.9 %,
 * top-3 94.0 %, MRR 0.883; a page's text score its best record's plus half its second's: top-1 83.1 %,
 * top-3 95.2 %, MRR 0.893; on 2026-11-26, a guide's front-matter description in its page record:
 * top-1 84.3 %, top-3 95.2 %, MRR 0.899; on 2026-11-27, a shop platform's pages weighing 0.8 for a
 * query that does not name the platform: top-1 85.5 %, top-3 95.2 %, MRR 0.905. Rounded down (a floor
 * above the measured figure fails the suite).
 */
export const heldOutFloor = { top3: 0.951, mrr: 0.904 };

/**
 * The integrators' questions (held-out-integrators.ts: 47 tasks, problems, pasted errors, Spanish and
 * Portuguese, landing-page concepts). When they were added, before any ranking change (2026-11-25,
 * built index of 97756c5): top-1 61.7 %, top-3 74.5 %, MRR 0.680 (0.6798: the first floor, 0.68, sat
 * above it and failed the suite). After the partial-match ranking (shared/search/engine.ts, tuned on
 * the tuning part only): top-1 66.0 %, top-3 85.1 %, MRR 0.751. After the changes above: top-1 68.1 %,
 * top-3 85.1 %, MRR 0.765. Then (issue 42) the REST pages' records came from the one REST model
 * instead of their HTML: same rows, same ids, the text the page shows; the tuning and held-out parts
 * did not move, and here one task question went from third to fourth place: top-1 68.1 %, top-3
 * 83.0 %, MRR 0.766 (measured as aggregates only, by question kind: only the tasks moved). Then a
 * code only an error names, among other words or in part of an error body, counted as a pasted
 * error (shared/search/pastedError.ts): top-1 70.2 %, top-3 83.0 %, MRR 0.777; then the API overviews
 * weighing 1.4 and three synonym groups (throttling, modal, pagination): MRR 0.780; a page's text score
 * its best record's plus half its second's: top-1 72.3 %, top-3 85.1 %, MRR 0.799; on 2026-11-27, a shop
 * platform's pages weighing 0.8 for a query that does not name the platform: top-1 74.5 %, top-3
 * 87.2 %, MRR 0.814; a question's words side by side weighing more: top-3 89.4 %, MRR 0.815. Same rule
 * as above.
 */
export const integratorFloor = { top3: 0.893, mrr: 0.815 };

/**
 * The integrators' tuning questions (integrator-tuning.ts: 100 questions in integrators' phrasing,
 * written 2026-11-25 after the held-out ones, from the pages' content, and read case by case while
 * tuning, as the tuning part is). Their floor is where they stand, so a change that helps the other
 * parts cannot quietly lose them. When written: top-1 61.4 %, top-3 81.4 %, MRR 0.726; after pasted
 * fragments of an error body count as pasted errors: top-1 65.7 %, top-3 84.3 %, MRR 0.761; after the
 * API overviews weigh 1.4 and three synonym groups (throttling, modal, pagination): top-1 68.6 %, top-3
 * 90.0 %, MRR 0.792; partial matches weighed by their share to the power 1.5: top-1 70.0 %, MRR 0.800; a page's text
 * score its best record's plus half its second's: top-1 72.9 %, top-3 94.3 %, MRR 0.826. Then 30 more
 * task questions were added (fragments, symptoms, coding agents' requests, platform tasks, business
 * needs in plain words), written on the same code before any further change: the second batch alone
 * 53.3 % / 70.0 % / 0.634, all 100: top-1 67.0 %, top-3 87.0 %, MRR 0.768. On 2026-11-26, after
 * "notification" joined the webhook synonyms and three guide sentences said what readers search for
 * (WebSocket, host, attacker): top-1 68.0 %, top-3 89.0 %, MRR 0.783; a guide's front-matter
 * description in its page record: top-1 69.0 %, MRR 0.789. On 2026-11-27, a bare HTTP status searched
 * like an identifier and an HTTP status line without its protocol: top-1 70.0 %, MRR 0.795; a shop
 * platform's pages weighing 0.8 for a query that does not name the platform: top-1 72.0 %, MRR 0.809;
 * a question's words side by side weighing more: top-3 90.0 %, MRR 0.810. Then 69 more (a third batch,
 * written by two helpers who read only the docs, on the same code before any change): the batch alone
 * top-1 76.8 %, top-3 91.3 %, MRR 0.842 (payments and checkout 68.6 / 88.6 / 0.798, what comes after
 * 82.9 / 94.3 / 0.886), all 169: top-1 74.0 %, top-3 91.1 %, MRR 0.828. On 2026-11-28, after issue 71's
 * guide changes and issue 75's shared field blocks (no ranking change): 73.4 / 91.1 / 0.825. One question
 * moved (issue 73, built indexes of aaac1c0 and main): "write the server call that creates a payment, then 303
 * redirect…" went from first to second because a longer failUrl sentence pushed "callbackUrl Your server…"
 * past its section's 600-character cut; keeping more text (800 to all) or cutting at a word lowered the
 * held-out parts or changed nothing, so the floor is where the part stands.
 */
export const integratorTuningFloor = { top3: 0.911, mrr: 0.824 };
