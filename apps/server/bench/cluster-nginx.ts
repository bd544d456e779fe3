// nginx for bench:cluster: deploy/nginx/waggle.conf itself, its ports and paths replaced, in an
// nginx of its own (`nginx -p <dir> -c <conf>`, own pid, logs and temp dirs), so the run proves
// the file an operator installs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const deploySite = join(repositoryRoot, 'deploy/nginx/waggle.conf');

export interface SiteOptions {
  /** The Waggle processes' ports on 127.0.0.1. */
  upstreamPorts: readonly number[];
  /** Where nginx listens, on 127.0.0.1. */
  listenPort: number;
  /** Where logs go. */
  dir: string;
  /** Keep the upstream `keepalive` lines (default) or drop them, to measure what they bring. */
  upstreamKeepalive: boolean;
}

/** `text` with `pattern` replaced; throws when the site file no longer has it. */
function replaceIn(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text))
    throw new Error(`${deploySite} has no ${pattern.source}: update the bench`);
  return text.replace(pattern, replacement);
}

/** The deploy site with the bench's ports and paths. */
export function renderSite(site: string, options: SiteOptions): string {
  const servers = /^( *)server 127\.0\.0\.1:\d+( .*;)$/gm;
  const [first] = [...site.matchAll(servers)];
  if (!first) throw new Error(`${deploySite} has no upstream server lines: update the bench`);
  const [, indent = '', parameters = ';'] = first;
  const upstream = options.upstreamPorts
    .map((port) => `${indent}server 127.0.0.1:${port}${parameters}`)
    .join('\n');
  let text = site.replace(servers, (line) => (line === first[0] ? upstream : ''));
  text = replaceIn(text, /^ *listen \[::\]:80;\n/m, '');
  text = replaceIn(text, /listen 80;/, `listen 127.0.0.1:${options.listenPort};`);
  text = replaceIn(text, /\/var\/log\/nginx\//g, `${options.dir}/`);
  text = replaceIn(text, /\/srv\/waggle\//g, repositoryRoot);
  if (!options.upstreamKeepalive) text = replaceIn(text, /^ *keepalive(_timeout)? .*;\n/gm, '');
  return text;
}

/**
 * The longest `fail_timeout` of the site's upstream servers: after failing, a process gets no
 * requests for that long, even once it is back (a rolling restart waits it out).
 */
export function upstreamFailTimeoutSeconds(): number {
  const site = readFileSync(deploySite, 'utf8');
  return Math.max(
    0,
    ...[...site.matchAll(/fail_timeout=(\d+)s/g)].map(([, value]) => Number(value)),
  );
}

/** A whole nginx.conf around the site, every path inside `dir`. */
function mainConfig(dir: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${dir}/temp/${kind};`)
    .join('\n');
  return `# Rendered by bench:cluster from deploy/nginx/waggle.conf.
daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
${temp}
${site}
}
`;
}

export interface RunningNginx {
  url: string;
  /** The master's process id (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, exited: () => boolean, output: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`nginx exited:\n${output.join('')}`);
    try {
      await fetch(`${url}/api/health`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`nginx did not answer within 30 s:\n${output.join('')}`);
}

/** Renders the deploy site into `options.dir` and runs nginx on it until stopped. */
export async function startNginx(nginxBinary: string, options: SiteOptions): Promise<RunningNginx> {
  mkdirSync(join(options.dir, 'temp'), { recursive: true });
  const conf = join(options.dir, 'nginx.conf');
  writeFileSync(
    conf,
    mainConfig(options.dir, renderSite(readFileSync(deploySite, 'utf8'), options)),
  );
  const child = spawn(nginxBinary, ['-p', options.dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${options.listenPort}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    // SIGQUIT: nginx's graceful stop.
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilServing(url, () => child.exitCode !== null, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}
