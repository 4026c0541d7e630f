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
}

const USAGE = `Usage: npm run bench -- [--strict] [--skip-build] [--clear-shared-cache] [--lighthouse-runs N] [--out FILE]`;

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = { strict: false, skipBuild: false, clearSharedCache: false, lighthouseRuns: 3, out: 'bench/results.json' };
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
