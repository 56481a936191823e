/** What `flagstream_build_info` reports: the package version, or FLAGSTREAM_VERSION when a deployment sets it (e.g. a git tag). */
export const BUILD_INFO = {
  version: process.env.FLAGSTREAM_VERSION || '1.0.0',
} as const;
