/** Command-line options of `npm run bench`. */
export interface BenchOptions {
  /** Exit 1 when a budget fails or could not be measured. */
  strict: boolean;
  /** Measure the existing build/ instead of building cold (for iterating on the bench itself). */
  skipBuild: boolean;
  /** Remove node_modules/.cache even when it belongs to a shared install outside this checkout. */
  clearSharedCache: boolean;
  /** Lighthouse runs per page (the median-performance run is reported). */
  lighthouseRuns: number;
  /** Where results are written, relative to the checkout. */
  out: string;
  /** `--scale K[,K…]`: measure only the pipeline on scratch sites with the API K times larger (scale 1 always included). */
  scales: number[] | null;
  /** Keep the scale runs' scratch sites. */
  keepScratch: boolean;
  /** `--writers-loop`: measure only `npm start` and guide recompilation on a scratch copy. */
  writersLoop: boolean;
  /** `--cyclic`: build the site with a Stripe-sized REST API, then with GraphQL 6x (cyclic.ts). */
  cyclic: boolean;
  /** `--slow-phone`: hydration, long tasks, elements and the first identifier query at 4x CPU throttle on the existing build/, beside a stock site (slow-phone.ts). */
  slowPhone: boolean;
  /** `--tricks [id,…]`: build with and without each loading/hydration trick (tricks.ts); [] means all. */
  tricks: string[] | null;
  /** `--search-only`: measure only search (index, first query, latency, phone, relevance) and Lighthouse on the search pages, on the existing build/. */
  searchOnly: boolean;
  /** `--sandbox-load [SECONDS]`: only the sandbox under 200 concurrent clients (sandbox-load.ts); 30 s by default. */
  sandboxLoad?: number;
  /** `--pages id[,id…]`: JS and Lighthouse on these bench pages only (ids of `pages.ts`); search is still measured. */
  pages: string[] | null;
}

const USAGE = `Usage: npm run bench -- [--strict] [--skip-build] [--clear-shared-cache] [--lighthouse-runs N] [--out FILE] [--scale K[,K…] [--keep-scratch]] [--writers-loop] [--cyclic [--keep-scratch]] [--slow-phone] [--tricks [id,…] [--lighthouse-runs N]] [--search-only] [--pages id[,id…]] [--sandbox-load [SECONDS]]`;

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = { strict: false, skipBuild: false, clearSharedCache: false, lighthouseRuns: 3, out: 'bench/results.json', scales: null, keepScratch: false, writersLoop: false, cyclic: false, slowPhone: false, tricks: null, searchOnly: false, pages: null };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const value = (): string => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return next;
    };
    switch (arg) {
      case '--strict':
        options.strict = true;
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--clear-shared-cache':
        options.clearSharedCache = true;
        break;
      case '--lighthouse-runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1) throw new Error(`--lighthouse-runs must be a positive integer\n${USAGE}`);
        options.lighthouseRuns = runs;
        break;
      }
      case '--scale': {
        const scales = value().split(',').map(Number);
        if (scales.some((scale) => !Number.isInteger(scale) || scale < 1 || scale > 16)) throw new Error(`--scale takes integers from 1 to 16, comma-separated\n${USAGE}`);
        options.scales = scales;
        break;
      }
      case '--writers-loop':
        options.writersLoop = true;
        break;
      case '--cyclic':
        options.cyclic = true;
        break;
      case '--sandbox-load': {
        const next = argv[index + 1];
        options.sandboxLoad = next && !next.startsWith('--') ? (index++, Number(next)) : 30;
        if (!(options.sandboxLoad > 0)) throw new Error(`--sandbox-load takes a number of seconds\n${USAGE}`);
        break;
      }
      case '--slow-phone':
        options.slowPhone = true;
        break;
      case '--tricks': {
        const next = argv[index + 1];
        options.tricks = next && !next.startsWith('--') ? (index++, next.split(',')) : [];
        break;
      }
      case '--search-only':
        options.searchOnly = true;
        options.skipBuild = true;
        break;
      case '--pages':
        options.pages = value().split(',');
        break;
      case '--keep-scratch':
        options.keepScratch = true;
        break;
      case '--out':
        options.out = value();
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return options;
}
