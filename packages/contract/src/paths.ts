/** API paths, defined once. Both trailing-slash forms are accepted by the server. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
} as const;
