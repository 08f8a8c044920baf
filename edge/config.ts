/**
 * Edge configuration: environment variables parsed once, typed, with defaults. A bad value throws ConfigError
 * whose message is one line naming the variable, so `main.ts` can stop the start with exactly that line.
 * Each variable is declared once, in config/schema.ts; the parsers and checks are in config/parsers.ts.
 */
import { ConfigError, parsePlayWindow, type Env, type PlayWindow } from './config/parsers';
import { CONFIG_SCHEMA, type Config } from './config/schema';

export { ConfigError, parsePlayWindow, CONFIG_SCHEMA };
export type { Config, PlayWindow };

export const loadConfig = (env: Env = process.env): Config => {
  const config: Record<string, unknown> = {};
  for (const key of Object.keys(CONFIG_SCHEMA) as (keyof Config)[]) config[key] = CONFIG_SCHEMA[key].read(env);
  return config as Config;
};
