interface ImportMetaEnv {
  /** Sentry DSN for the browser; unset leaves error reporting to Sentry off. */
  readonly VITE_SENTRY_DSN?: string;
  /** Release name reported with errors. */
  readonly VITE_RELEASE?: string;
}
