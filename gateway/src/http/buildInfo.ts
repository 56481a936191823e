/** What `flagstream_build_info` and the start line report. FLAGSTREAM_VERSION overrides (set by image builds). */
export const BUILD_INFO = {
  version: process.env.FLAGSTREAM_VERSION || '1.0.0',
} as const;
