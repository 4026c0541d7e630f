/** Parses the curl commands shown in guides (one command per block, continued with backslashes). */
export interface CurlCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
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

/** Every curl command in a shell block (a block may hold several; JSON bodies may span lines). */
export function curlCalls(code: string): CurlCall[] {
  const withoutComments = code
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
    for (let index = 1; index < words.length; index += 1) {
      const word = words[index]!;
      if (word === '-X' || word === '--request') method = words[++index];
      else if (word === '-H' || word === '--header') {
        const [name, ...rest] = (words[++index] ?? '').split(':');
        headers[(name ?? '').trim().toLowerCase()] = rest.join(':').trim();
      } else if (word === '-d' || word === '--data' || word === '--data-raw') body = words[++index];
      else if (/^https?:\/\//.test(word)) url = new URL(word);
    }
    if (!url) throw new Error(`curl command without a URL: ${command}`);
    return { method: (method ?? (body ? 'POST' : 'GET')).toUpperCase(), url, headers, body };
  });
}
