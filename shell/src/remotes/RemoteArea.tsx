import { Component, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ParcelConfig } from 'single-spa';
import { useT } from '@site/shared/react';
import { TelemetryOutcome, type RouteMatch } from '@site/shared';
import { partsOf, type ExposedModuleId } from '@site/kit';
import type { Platform } from '../platform/create-platform';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useParcelMounts, type ParcelMountComponent } from './parcel-mounts';
import styles from './remote.module.css';

type ParcelModule = ParcelConfig & { version?: string };
type Mount = ParcelMountComponent;
interface Loaded {
  load: string;
  config: ParcelModule | null;
  Mount: Mount | null;
  error: string | null;
}

interface Props {
  /** The exposed parcel, named through the kit's map (EXPOSED.mf_help.app). */
  module: ExposedModuleId;
  /** The shell's platform: the remote is mounted with its own props (its storage namespace). */
  platform: Platform;
  route?: RouteMatch;
  extra?: Record<string, unknown>;
  /** Shown while the parcel loads in place of the plain loading line (a page's MainSkeleton). */
  placeholder?: ReactNode;
}

class Boundary extends Component<{ onError(e: Error): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * One remote's area: loads its parcel through the registry (with fallback versions), mounts it
 * with PlatformProps + route, and shows a Chinese error panel with retry when anything fails.
 * Render it with `key` = its module (see RemoteAreaFor) so a parcel never sees another remote's route.
 */
export function RemoteArea({ module, platform, route, extra, placeholder }: Props) {
  const { remote } = partsOf(module);
  const loader = useRemoteLoader();
  const mounts = useParcelMounts();
  const t = useT(platform.i18n, 'shell');
  const [attempt, setAttempt] = useState(0);
  // What was loaded is tagged with the load it answers: a new remote, module or retry shows loading at once.
  const load = `${module}#${attempt}`;
  // A module loaded ahead (the page being opened) with the parcel mount in already: the parcel renders in this
  // area's first commit, not after an effect and a second render (its load() below still takes the load over).
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const ahead = loader.loadedAhead<ParcelModule>(module);
    const Mount = mounts.loaded();
    return ahead && Mount ? { load: `${module}#0`, config: ahead.module, Mount, error: null } : { load: '', config: null, Mount: null, error: null };
  });
  const state = loaded.load === load ? loaded : { config: null, Mount: null, error: null };

  // The parcel and the shell's parcel mount (single-spa, a chunk of its own) side by side, and rendered in one
  // go once both are in: not a lazy component, whose Suspense would hold the page back a further 300 ms
  // (React throttles revealing content that suspended).
  useEffect(() => {
    let alive = true;
    const mount = mounts.load();
    Promise.all([loader.load<ParcelModule>(module), mount]).then(
      ([{ module: mod, version }, Mount]) => {
        if (!alive) return;
        loader.markLoaded(remote, mod.version ?? version);
        // As a transition: React renders the remote's area in slices, not in one task with the rest. An area
        // that has shown this module from its first commit stays as it is.
        startTransition(() =>
          setLoaded((shown) => (shown.load === load && shown.config === mod && shown.Mount === Mount ? shown : { load, config: mod, Mount, error: null })),
        );
      },
      (e: unknown) => alive && setLoaded({ load, config: null, Mount: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      alive = false;
    };
  }, [loader, mounts, remote, module, load]);

  const fail = useCallback(
    (e: unknown) => {
      console.error(`[shell] ${remote} failed while mounted`, e);
      loader.reportMount(remote, TelemetryOutcome.ERROR);
      setLoaded({ load, config: null, Mount: null, error: e instanceof Error ? e.message : String(e) });
    },
    [loader, remote, load],
  );
  const mounted = useCallback(() => loader.reportMount(remote, TelemetryOutcome.OK), [loader, remote]);

  if (state.error !== null) return <RemoteErrorPanel remote={remote} i18n={platform.i18n} onRetry={() => setAttempt((a) => a + 1)} />;
  const loading = placeholder ?? (
    <div className={styles.loading} aria-busy="true">
      {t('remote.loading')}
    </div>
  );
  const { config, Mount } = state;
  if (!config || !Mount) return loading;
  return (
    <Boundary key={attempt} onError={fail}>
      <Mount
        config={config}
        className={`remote-${remote}`}
        onError={fail}
        onMounted={mounted}
        customProps={{ ...platform.forRemote(remote), route: route ?? { name: '', params: {}, query: {} }, ...extra }}
      />
    </Boundary>
  );
}

/** A remote area keyed by its module: switching owners mounts a fresh area, never updates the old parcel. */
export function RemoteAreaFor(props: Props) {
  return <RemoteArea key={props.module} {...props} />;
}
