// A small reading of nginx's request handling, enough for the directives nginx.conf uses: the
// server-level `set`/`if`, location choice (=, ^~, regex in order, longest prefix), `if` + `return`,
// `try_files`, named locations, `rewrite` (break, redirect, permanent), `error_page`, `add_header`,
// `types`/`default_type`/`charset_types`, gzip. It lets the config be checked against our static
// server where nginx is not installed; where it is, the real nginx is checked too (nginx-config.test.ts).

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** nginx's tokenizer: words, quoted strings (with its escapes), `;`, `{`, `}`, `#` comments. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) i++;
    else if (char === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (';{}'.includes(char)) out.push(text[i++]!);
    else {
      let word = '';
      const quote = char === '"' || char === "'" ? char : undefined;
      if (quote) i++;
      while (i < text.length && (quote ? text[i] !== quote : !/[\s;{}]/.test(text[i]!))) {
        if (text[i] === '\\' && i + 1 < text.length) {
          const next = text[i + 1]!;
          const escaped: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', t: '\t', r: '\r', n: '\n' };
          if (next in escaped) {
            word += escaped[next];
            i += 2;
            continue;
          }
        }
        if (!quote && text[i] === '$' && text[i + 1] === '{') {
          // ${name} inside a word is a variable, not a block
          const end = text.indexOf('}', i);
          word += text.slice(i, end + 1);
          i = end + 1;
          continue;
        }
        word += text[i++];
      }
      if (quote) i++;
      out.push(word);
    }
  }
  return out;
}

export function parseNginx(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length && list[at] !== '}') {
      const words: string[] = [];
      while (at < list.length && list[at] !== ';' && list[at] !== '{' && list[at] !== '}') words.push(list[at++]!);
      const [name, ...args] = words;
      if (list[at] === '{') {
        at++;
        const block = parseBlock();
        at++; // }
        directives.push({ name: name!, args, block });
      } else {
        if (list[at] === ';') at++;
        if (name) directives.push({ name, args });
      }
    }
    return directives;
  };
  return parseBlock();
}

export interface Outcome {
  status: number;
  location?: string;
  /** The bundle file answered with. */
  file?: string;
  /** Response headers, lower-case names; content-type and content-encoding included. */
  headers: Record<string, string>;
  /** Proxied to the backend at this path. */
  proxiedTo?: string;
  /** The headers `proxy_set_header` sends the backend (only when the request gave a ClientSide). */
  proxyHeaders?: Record<string, string>;
}

/** How the request reached nginx: over http or https, and with which request headers. */
export interface ClientSide {
  scheme?: 'http' | 'https';
  /** Request headers, any case. */
  headers?: Record<string, string>;
}

const all = (list: Directive[] | undefined, name: string) => (list ?? []).filter((directive) => directive.name === name);
const one = (list: Directive[] | undefined, name: string) => all(list, name)[0];

export interface SimulatedNginx {
  request(method: string, target: string, acceptGzip?: boolean, client?: ClientSide): Outcome;
}

/** nginx with one `server { }` block of `config`, over a bundle holding `files` ('/index.html'). */
export function simulateNginx(config: string, files: ReadonlySet<string>): SimulatedNginx {
  const server = one(parseNginx(config), 'server')?.block;
  if (!server) throw new Error('no server block');
  const locations = all(server, 'location');
  const types = new Map<string, string>();
  for (const entry of one(server, 'types')?.block ?? []) for (const extension of entry.args) types.set(extension, entry.name);
  const charsetTypes = new Set(['text/html', ...(one(server, 'charset_types')?.args ?? [])]);
  const gzipTypes = new Set(['text/html', ...(one(server, 'gzip_types')?.args ?? [])]);
  const errorPages = new Map(all(server, 'error_page').map((directive) => [directive.args[0], directive.args.at(-1)!]));

  const run = (
    method: string,
    uri: string,
    args: string,
    acceptGzip: boolean,
    client: ClientSide | undefined,
    status?: number,
    depth = 0,
  ): Outcome => {
    const vars: Record<string, string> = { uri, args, request_method: method, is_args: args ? '?' : '', scheme: client?.scheme ?? 'http' };
    for (const [name, value] of Object.entries(client?.headers ?? {})) vars[`http_${name.toLowerCase().replace(/-/g, '_')}`] = value;
    vars['proxy_add_x_forwarded_for'] = [vars['http_x_forwarded_for'], '127.0.0.1'].filter(Boolean).join(', ');
    const interpolate = (value: string, captures: string[] = []) =>
      value.replace(/\$(\d)|\$\{?([a-z_][a-z0-9_]*)\}?/gi, (_, digit: string | undefined, name: string | undefined) =>
        digit !== undefined ? (captures[Number(digit)] ?? '') : (vars[name!] ?? ''),
      );
    const test = (condition: string[]): boolean => {
      const words = [...condition];
      words[0] = words[0]!.replace(/^\(/, '');
      if (words.at(-1) === ')') words.pop();
      else words[words.length - 1] = words.at(-1)!.replace(/\)$/, '');
      const [left, operator, right = ''] = words;
      const value = interpolate(left);
      if (operator === '=') return value === interpolate(right);
      if (operator === '~') return new RegExp(right).test(value);
      if (operator === '!~') return !new RegExp(right).test(value);
      throw new Error(`if: unsupported ${condition.join(' ')}`);
    };
    /** Runs rewrite-phase directives; returns a finished answer, or what the phase decided. */
    type Step = { answer: Outcome } | { breakTo: string } | { inner?: Directive[] } | undefined;
    const rewritePhase = (list: Directive[], headersFrom: () => Directive[]): Step => {
      for (const directive of list) {
        if (directive.name === 'set') vars[directive.args[0]!.slice(1)] = interpolate(directive.args[1]!);
        else if (directive.name === 'if' && test(directive.args)) {
          const step = rewritePhase(directive.block!, () => (all(directive.block, 'add_header').length ? directive.block! : headersFrom()));
          if (step) return step;
        } else if (directive.name === 'return') {
          const code = Number(directive.args[0]);
          return { answer: finish(code, undefined, headersFrom()) };
        } else if (directive.name === 'rewrite') {
          const [regex, replacement, flag] = directive.args as [string, string, string];
          const match = new RegExp(regex).exec(vars['uri']!);
          if (!match) continue;
          // nginx escapes captures of a request path that came percent-encoded.
          let target = interpolate(
            replacement,
            [...match].map((group) => (group === undefined ? '' : encodeURI(group))),
          );
          if (flag === 'break') return { breakTo: target.split('?')[0]! };
          if (target.endsWith('?')) target = target.slice(0, -1);
          else if (args) target += `${target.includes('?') ? '&' : '?'}${args}`;
          return { answer: { ...finish(flag === 'permanent' ? 301 : 302, undefined, headersFrom()), location: target } };
        }
      }
      return undefined;
    };
    const finish = (code: number, file: string | undefined, headerList: Directive[], location?: Directive[]): Outcome => {
      if (code === 404 && errorPages.has('404') && depth === 0) return run('GET', errorPages.get('404')!, '', acceptGzip, client, 404, 1);
      const headers: Record<string, string> = {};
      for (const directive of all(headerList, 'add_header')) {
        const value = interpolate(directive.args[1]!);
        if (value) headers[directive.args[0]!.toLowerCase()] = value;
      }
      if (file) {
        const localTypes = one(location, 'types');
        const extension = /\.([^./]+)$/.exec(file)?.[1] ?? '';
        const type = localTypes
          ? (one(location, 'default_type')?.args[0] ?? '')
          : (types.get(extension) ?? one(server, 'default_type')?.args[0] ?? 'text/plain');
        headers['content-type'] = charsetTypes.has(type) ? `${type}; charset=utf-8` : type;
        if (acceptGzip && gzipTypes.has(type)) headers['content-encoding'] = 'gzip';
      }
      return { status: status ?? code, ...(file ? { file } : {}), headers };
    };
    const serve = (file: string, location: Directive[]): Outcome =>
      files.has(file) ? finish(200, file, location, location) : finish(404, undefined, location);

    // Server rewrite phase, then the location.
    const serverStep = rewritePhase(
      server.filter((directive) => ['set', 'if', 'return', 'rewrite'].includes(directive.name)),
      () => server,
    );
    if (serverStep && 'answer' in serverStep) return serverStep.answer;
    const exact = locations.find((location) => location.args[0] === '=' && location.args[1] === uri);
    const prefixes = locations
      .filter((location) => location.args.length === 1 || location.args[0] === '^~')
      .filter((location) => uri.startsWith(location.args.at(-1)!))
      .sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length);
    const regexes = locations.filter((location) => location.args[0] === '~');
    const longest = prefixes[0];
    const chosen =
      exact ??
      (longest?.args[0] === '^~' ? longest : undefined) ??
      regexes.find((location) => new RegExp(location.args[1]!).test(uri)) ??
      longest;
    if (!chosen) return finish(404, undefined, server);
    const block = chosen.block!;
    if (one(block, 'proxy_pass')) {
      const upstream = new URL(one(block, 'proxy_pass')!.args[0]!);
      const prefix = chosen.args.at(-1)!;
      const sent = Object.fromEntries(
        all(block, 'proxy_set_header').map((directive) => [directive.args[0]!, interpolate(directive.args[1]!)]),
      );
      return {
        status: 200,
        headers: {},
        proxiedTo: `${upstream.pathname}${uri.slice(prefix.length)}${args ? `?${args}` : ''}`,
        ...(client ? { proxyHeaders: sent } : {}),
      };
    }
    const locationStep = rewritePhase(block, () => block);
    if (locationStep && 'answer' in locationStep) return locationStep.answer;
    const tryFiles = one(block, 'try_files')?.args ?? [];
    for (const candidate of tryFiles.slice(0, -1)) {
      const file = interpolate(candidate);
      if (!file.endsWith('/') && files.has(file)) return serve(file, block);
    }
    const fallback = tryFiles.at(-1);
    if (fallback?.startsWith('@')) {
      const named = locations.find((location) => location.args[0] === fallback)!.block!;
      const step = rewritePhase(named, () => named);
      if (step && 'answer' in step) return step.answer;
      if (step && 'breakTo' in step) return serve(step.breakTo, named);
      return finish(404, undefined, named);
    }
    return finish(404, undefined, block);
  };

  return {
    request(method, target, acceptGzip = true, client) {
      // Appended, not resolved: `//x` is a path to nginx, not a host.
      const url = new URL(`http://nginx${target}`);
      const uri = decodeURIComponent(url.pathname);
      const merge = one(server, 'merge_slashes')?.args[0] !== 'off';
      return run(method, merge ? uri.replace(/\/{2,}/g, '/') : uri, url.search.slice(1), acceptGzip, client);
    },
  };
}
