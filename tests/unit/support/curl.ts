/** Parses the curl commands shown in guides (one command per block, continued with backslashes). */
import { execFileSync } from 'node:child_process';

export interface CurlCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** The fields of a form (`--data-urlencode`) or multipart body (`-F`, a file as `@name`), in order. */
  fields?: [string, string][];
}

/** Shell-style words: single quotes literal, double quotes with backslash escapes. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: '"' | "'" | undefined;
  let inWord = false;
  for (let index = 0; index < command.length; index += 1) {
    const char = command[index]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else current += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && index + 1 < command.length) current += command[++index];
      else current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && command[index + 1] === '\n') {
      index += 1;
    } else if (char === '\\' && index + 1 < command.length) {
      // Outside quotes a backslash makes the next character literal (as in `'\''`).
      current += command[++index];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

/**
 * The block with each `$NAME` a line of it assigns from a command (`EXPIRE_AT=$(date -u -d '+14 days' …)`)
 * replaced by what that command prints here, run by bash as a reader would run it: the sample's
 * body is then checked with a real value, and a command that fails fails the test.
 */
function withAssignedVariables(code: string): string {
  let expanded = code;
  for (const [, name, command] of code.matchAll(/^([A-Z][A-Z0-9_]*)=\$\((.+)\)\s*$/gm)) {
    const value = execFileSync('bash', ['-c', command!], { encoding: 'utf8' }).trim();
    expanded = expanded.replaceAll(new RegExp(`\\$\\{?${name}\\b\\}?`, 'g'), value);
  }
  return expanded;
}

/** Every curl command in a shell block (a block may hold several; JSON bodies may span lines). */
export function curlCalls(code: string): CurlCall[] {
  const withoutComments = withAssignedVariables(code)
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  const words = shellWords(withoutComments);
  const commands: string[][] = [];
  for (const word of words) {
    if (word === 'curl') commands.push([word]);
    else commands.at(-1)?.push(word);
  }
  return commands.map((words) => {
    const command = words.join(' ');
    let method: string | undefined;
    let url: URL | undefined;
    let body: string | undefined;
    const headers: Record<string, string> = {};
    const fields: [string, string][] = [];
    for (let index = 1; index < words.length; index += 1) {
      const word = words[index]!;
      if (word === '-X' || word === '--request') method = words[++index];
      else if (word === '-H' || word === '--header') {
        const [name, ...rest] = (words[++index] ?? '').split(':');
        headers[(name ?? '').trim().toLowerCase()] = rest.join(':').trim();
      } else if (word === '-d' || word === '--data' || word === '--data-raw') body = words[++index];
      else if (word === '--data-urlencode' || word === '-F' || word === '--form') {
        const [name = '', ...value] = (words[++index] ?? '').split('=');
        fields.push([name, value.join('=')]);
      } else if (/^https?:\/\//.test(word)) url = new URL(word);
    }
    if (!url) throw new Error(`curl command without a URL: ${command}`);
    const sends = body !== undefined || fields.length > 0;
    return {
      method: (method ?? (sends ? 'POST' : 'GET')).toUpperCase(),
      url,
      headers,
      body,
      ...(fields.length ? { fields } : {}),
    };
  });
}
