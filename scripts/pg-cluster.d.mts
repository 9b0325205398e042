// Types of pg-cluster.mjs for the TypeScript that starts a cluster (ops/src/drill/cluster-drill.ts).
export interface Cluster {
  url: string;
  port: number;
  stop(): void;
  createDatabase(name: string): string;
}
export function ensurePostgres(): string;
export function freePort(preferred?: string): Promise<number>;
export function startCluster(opts?: { label?: string }): Promise<Cluster>;
export function withCluster<T>(fn: (cluster: Cluster) => Promise<T>, opts?: { label?: string }): Promise<T>;
