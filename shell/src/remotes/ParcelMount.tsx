import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

export interface ParcelMountProps {
  config: ParcelConfig;
  className: string;
  onError(e: unknown): void;
  /** The parcel's mount finished (telemetry's mount phase). */
  onMounted?(): void;
  customProps: Record<string, unknown>;
}

/**
 * Mounts a remote's single-spa parcel. Kept in its own chunk: pages without a remote (home,
 * not-found) do not download single-spa.
 */
export default function ParcelMount({ config, className, onError, onMounted, customProps }: ParcelMountProps) {
  return (
    <Parcel
      config={config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={className}
      handleError={onError}
      parcelDidMount={onMounted}
      {...customProps}
    />
  );
}
