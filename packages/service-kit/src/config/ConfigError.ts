/** Thrown at start-up when the environment does not describe a runnable service. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
