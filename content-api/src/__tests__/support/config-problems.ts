import { ConfigError, loadConfig } from '../../config';

/** The problems loadConfig reports for `env` (none when it accepts it). */
export function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
