import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTemplate, haproxyConfig } from './haproxy-config';

const template = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/haproxy.cfg'), 'utf8');

describe('the balancer config from deploy/haproxy.cfg', () => {
  it('binds the balancer on loopback and names both instances, with health checks', () => {
    const cfg = haproxyConfig(template, { balancer: 18080, instances: [18081, 18082] });
    expect(cfg).toContain('bind 127.0.0.1:18080');
    expect(cfg).toContain('server api1 127.0.0.1:18081 check');
    expect(cfg).toContain('server api2 127.0.0.1:18082 check');
    expect(cfg).toContain('option httpchk GET /health');
    expect(cfg).not.toMatch(/\{\{/);
  });

  it('refuses a placeholder without a value and a value without a placeholder', () => {
    expect(() => fillTemplate('bind {{A}} {{B}}', { A: 1 })).toThrow('the template asks for B, which were not given');
    expect(() => fillTemplate('bind {{A}}', { A: 1, C: 2 })).toThrow('the template has no place for C');
    expect(fillTemplate('{{A}}:{{A}}', { A: 7 })).toBe('7:7');
  });
});
