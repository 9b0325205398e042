import { Component, startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ParcelConfig } from 'single-spa';
import { useT } from '@site/shared/react';
import { TelemetryOutcome, type RouteMatch } from '@site/shared';
import { isParcelRenderError, partsOf, RenderPhase, type ExposedModuleId, type ParcelRenderError } from '@site/kit';
import type { Platform } from '../platform/create-platform';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useParcelMounts, type ParcelMountComponent } from './parcel-mounts';
import styles from './remote.module.css';
import type { PropsOf } from './exposed-props';

type ParcelModule = ParcelConfig & { version?: string };
type Mount = ParcelMountComponent;
interface Loaded {
  load: string;
  /** The version loaded (the loader's: what telemetry and the circuit breaker name). */
  version: string;
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
    return ahead && Mount
      ? { load: `${module}#0`, version: ahead.version, config: ahead.module, Mount, error: null }
      : { load: '', version: '', config: null, Mount: null, error: null };
  });
  const state = loaded.load === load ? loaded : { version: '', config: null, Mount: null, error: null };
  // Whether this area has loaded again after a parcel failed while mounting (once, then the error panel); the
  // load whose parcel has shown (a throw after that is a runtime error), and the one whose parcel failed to.
  const fellBack = useRef(false);
  const shownLoad = useRef('');
  const failedLoad = useRef('');

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
          setLoaded((shown) =>
            shown.load === load && shown.config === mod && shown.Mount === Mount ? shown : { load, version, config: mod, Mount, error: null },
          ),
        );
      },
      (e: unknown) => alive && setLoaded({ load, version: '', config: null, Mount: null, error: messageOf(e) }),
    );
    return () => {
      alive = false;
    };
  }, [loader, mounts, remote, module, load]);

  const { version } = state;
  // The parcel failed before it had shown once (a mount lifecycle rejected, or its root threw on its first
  // render): a failed mount of its version, then one load again (the failed version goes last: the previous
  // good one comes), then the error panel. Once shown, an error is a runtime error of its version.
  const fail = useCallback(
    (e: unknown, phase: RenderPhase = shownLoad.current === load ? RenderPhase.RUNTIME : RenderPhase.MOUNT) => {
      if (phase === RenderPhase.RUNTIME) {
        console.error(`[shell] ${remote}@${version} failed while shown`, e);
        loader.runtimeError(remote, version);
      } else {
        console.error(`[shell] ${remote}@${version} failed while mounting`, e);
        failedLoad.current = load;
        loader.mountFailed(remote, version);
        if (!fellBack.current) {
          fellBack.current = true;
          setAttempt((a) => a + 1);
          return;
        }
      }
      setLoaded({ load, version, config: null, Mount: null, error: messageOf(e) });
    },
    [loader, remote, load, version],
  );
  // The kit's parcel tells its render errors (kit 1.2): a runtime one is counted and the parcel shows its panel.
  const renderError = useCallback(
    (report: ParcelRenderError) => {
      if (!isParcelRenderError(report)) return;
      if (report.phase === RenderPhase.MOUNT) fail(report.error, RenderPhase.MOUNT);
      else loader.runtimeError(remote, version);
    },
    [fail, loader, remote, version],
  );
  // single-spa-react resolves a mount once its root has committed, even when its root threw: not a mount then.
  const mounted = useCallback(() => {
    if (failedLoad.current === load) return;
    shownLoad.current = load;
    loader.reportMount(remote, version, TelemetryOutcome.OK);
  }, [loader, remote, version, load]);
  const retry = () => {
    fellBack.current = false;
    setAttempt((a) => a + 1);
  };

  if (state.error !== null) return <RemoteErrorPanel remote={remote} i18n={platform.i18n} onRetry={retry} />;
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
        customProps={{ ...platform.forRemote(remote), route: route ?? { name: '', params: {}, query: {} }, ...extra, onRenderError: renderError }}
      />
    </Boundary>
  );
}

/** What a failure says: its message when it has one (read by shape: it may come from a remote's bundle). */
const messageOf = (e: unknown): string => {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(e);
};

/**
 * A remote area keyed by its module: switching owners mounts a fresh area, never updates the old parcel. `extra` is typed by the module's own props (exposed-props/: generated from the remote's parcel), so passing a prop
 * the parcel no longer takes, or leaving out one it needs, fails the shell's type-check.
 */
export function RemoteAreaFor<M extends ExposedModuleId>(props: Omit<Props, 'module' | 'extra'> & { module: M; extra?: PropsOf<M> }) {
  return <RemoteArea key={props.module} {...props} />;
}
