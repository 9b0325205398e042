import { TELEMETRY_BATCH, telemetryBeacon, type TelemetryEvent } from '@site/shared';

/** How often queued measures are sent while the page stays open. */
export const FLUSH_EVERY_MS = 5000;

export type BeaconSender = (url: string, body: Blob) => boolean;

/**
 * Queues telemetry and sends it with navigator.sendBeacon (it survives the page being left):
 * when a batch is full, every FLUSH_EVERY_MS, and when the page is hidden.
 */
export class TelemetryBeacon {
  private queue: TelemetryEvent[] = [];

  constructor(private readonly send: BeaconSender) {}

  add(event: TelemetryEvent): void {
    this.queue.push(event);
    if (this.queue.length >= TELEMETRY_BATCH) this.flush();
  }

  flush(): void {
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, TELEMETRY_BATCH);
      const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
      if (!this.send(telemetryBeacon.path, body)) console.warn(`[telemetry] ${events.length} measures not sent`);
    }
  }

  /** Flushes on a timer and whenever the page is hidden or left. */
  start(): void {
    setInterval(() => this.flush(), FLUSH_EVERY_MS);
    const onHide = () => this.flush();
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && onHide());
    window.addEventListener('pagehide', onHide);
  }
}

export const browserBeacon: BeaconSender = (url, body) => navigator.sendBeacon(url, body);
