declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** Injected by the webpack factory (ops/webpack/create-config.cjs). */
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
/** The shell's shared singletons (ops/webpack/shared-map.cjs), injected into the shell's build only. */
declare const __SHELL_SHARED__: Readonly<Record<string, { singleton: boolean; version: string; requiredVersion: string; strictVersion: boolean }>>;
/** The first-load plan's hints a build leaves out (shared/src/first-load-plan.ts), empty but for a measurement's build. */
declare const __FIRST_LOAD_WITHOUT__: string;
