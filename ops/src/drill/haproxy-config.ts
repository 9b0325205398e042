/**
 * The balancer's config from its template (deploy/haproxy.cfg): every `{{NAME}}` replaced by its value. A placeholder
 * without a value, or a value no placeholder asks for, is refused: a half-filled config would start a balancer that
 * listens or forwards somewhere nobody meant.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  const used = new Set<string>();
  const missing = new Set<string>();
  const text = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing.add(name);
      return '';
    }
    used.add(name);
    return String(value);
  });
  if (missing.size > 0) throw new Error(`the template asks for ${[...missing].join(', ')}, which were not given`);
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length > 0) throw new Error(`the template has no place for ${unused.join(', ')}`);
  return text;
}

/** The ports the balancer's template (deploy/haproxy.cfg) names: its own and each api instance's. */
export function haproxyConfig(template: string, ports: { balancer: number; instances: readonly [number, number] }): string {
  return fillTemplate(template, { BALANCER_PORT: ports.balancer, API_1_PORT: ports.instances[0], API_2_PORT: ports.instances[1] });
}
