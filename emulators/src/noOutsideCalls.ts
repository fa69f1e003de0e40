/**
 * What keeps the Firebase CLI and Google's client libraries on this machine: the CLI's message
 * of the day (skipped with CI), its check of firebase-functions' latest version on the npm
 * registry (npm offline), and the Compute Engine metadata server that google-auth-library asks
 * for credentials (METADATA_SERVER_DETECTION=none: this is not a Google Cloud machine).
 */
export const NO_OUTSIDE_CALLS = { CI: 'true', npm_config_offline: 'true', METADATA_SERVER_DETECTION: 'none' };
