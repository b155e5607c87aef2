/** A contract version, `MAJOR.MINOR.PATCH` (semver without pre-release or build parts: releases only). */
export interface Version {
  major: number;
  minor: number;
  patch: number;
}

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export function isVersion(text: string): boolean {
  return VERSION.test(text);
}

export function parseVersion(text: string): Version {
  const match = VERSION.exec(text);
  if (!match) throw new Error(`"${text}" is not a version (MAJOR.MINOR.PATCH)`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/** Negative when `a` comes before `b`, positive after, 0 for the same version. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/** Whether going from `from` to `to` raises the major version (the only step a breaking change may take). */
export function isMajorStep(from: string, to: string): boolean {
  return parseVersion(to).major > parseVersion(from).major;
}
