import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deploySite, renderSite, upstreamFailTimeoutSeconds } from './cluster-nginx';

const site = readFileSync(deploySite, 'utf8');
const options = { upstreamPorts: [4101, 4102, 4103], listenPort: 4100, dir: '/tmp/bench-nginx' };

describe('renderSite (bench:cluster runs deploy/nginx/waggle.conf itself)', () => {
  it('points the upstream at the bench processes, with the site’s passive health checks', () => {
    const text = renderSite(site, { ...options, upstreamKeepalive: true });
    const servers = [...text.matchAll(/^\s*server (127\.0\.0\.1:\d+) (.*);$/gm)];
    expect(servers.map(([, address]) => address)).toEqual([
      '127.0.0.1:4101',
      '127.0.0.1:4102',
      '127.0.0.1:4103',
    ]);
    expect(new Set(servers.map(([, , parameters]) => parameters))).toEqual(
      new Set(['max_fails=3 fail_timeout=10s']),
    );
    expect(text).toMatch(/^\s*listen 127\.0\.0\.1:4100;$/m);
    expect(text).not.toMatch(/^\s*listen (80|\[::\])/m);
    expect(text).not.toMatch(/\/var\/log\/nginx|\/srv\/waggle/);
    expect(text).toContain('access_log /tmp/bench-nginx/waggle.access.log;');
    expect(text).toMatch(/^\s*keepalive 64;$/m);
    expect(text).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(upstreamFailTimeoutSeconds()).toBe(10);
  });

  it('drops only the upstream keep-alive when asked to', () => {
    const withIt = renderSite(site, { ...options, upstreamKeepalive: true });
    const without = renderSite(site, { ...options, upstreamKeepalive: false });
    expect(without).not.toMatch(/^\s*keepalive/m);
    expect(withIt.split('\n').filter((line) => !/^\s*keepalive/.test(line))).toEqual(
      without.split('\n'),
    );
  });
});
