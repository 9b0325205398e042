/** The longest version name a CDN folder and the registry take. */
export const VERSION_MAX_LENGTH = 64;

const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.+-]*$/;

/**
 * Why `version` cannot name a published version, or null when it can: letters, digits, `.`, `-` and `+`,
 * starting with a letter or digit, no `..`, at most VERSION_MAX_LENGTH characters. A version becomes a
 * CDN folder (/cdn/<remote>/<version>/), so nothing that walks out of it or needs escaping in a URL.
 */
export function versionRefusal(version: string): string | null {
  const ok = version.length <= VERSION_MAX_LENGTH && VERSION_PATTERN.test(version) && !version.includes('..');
  if (ok) return null;
  return `version "${version}" is not a valid version name: use letters, digits, ".", "-" and "+", start with a letter or digit, no "..", at most ${VERSION_MAX_LENGTH} characters`;
}

/** The version, or throws versionRefusal's message. */
export function checkedVersion(version: string): string {
  const refusal = versionRefusal(version);
  if (refusal) throw new Error(refusal);
  return version;
}
