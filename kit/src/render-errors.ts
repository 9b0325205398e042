/**
 * How a remote's parcel tells its host that its root threw while rendering (kit 1.2). The host passes
 * `onRenderError` in the parcel's mount props; the kit's parcel calls it once per error it catches, with a
 * plain branded report (it crosses bundles: read it by its brand and phase, never `instanceof`).
 */

/** When the error came: before the parcel had shown once (its mount failed), or later while it was shown. */
export const RenderPhase = { MOUNT: 'mount', RUNTIME: 'runtime' } as const;
export type RenderPhase = (typeof RenderPhase)[keyof typeof RenderPhase];

export const PARCEL_RENDER_ERROR = 'site-kit/parcel-render-error';

export interface ParcelRenderError {
  brand: typeof PARCEL_RENDER_ERROR;
  phase: RenderPhase;
  /** The remote whose parcel threw (its federation name). */
  owner: string;
  message: string;
  /** What was thrown, as thrown. */
  error: unknown;
}

/** The mount prop a host passes to hear of its parcel's render errors (a parcel without it shows its own panel). */
export interface RenderErrorProps {
  onRenderError?(report: ParcelRenderError): void;
}

export function parcelRenderError(owner: string, phase: RenderPhase, error: unknown): ParcelRenderError {
  const message =
    error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  return { brand: PARCEL_RENDER_ERROR, phase, owner, message, error };
}

export function isParcelRenderError(x: unknown): x is ParcelRenderError {
  return x !== null && typeof x === 'object' && (x as { brand?: unknown }).brand === PARCEL_RENDER_ERROR;
}
