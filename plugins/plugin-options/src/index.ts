/**
 * The site's plugins check their options the same way: a zod schema
 * (the project's validator, as for the game data), unknown keys refused as
 * typos, and a wrong config stops `start` and `build` with one Portuguese
 * message listing every option at fault. The config is TypeScript, but
 * Docusaurus loads it without a type check.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';

/** An object schema that refuses unknown keys, naming them in Portuguese. */
export function strictOptions<Shape extends z.core.$ZodLooseShape>(shape: Shape): z.ZodObject<Shape, z.core.$strict> {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `opção desconhecida: ${issue.keys.map((key) => `"${key}"`).join(', ')}` : undefined),
  });
}

export class PluginOptionsError extends Error {}

/** The options, or an error listing each option at fault (zod's own Portuguese messages where the schema sets none). */
export function parsePluginOptions<Schema extends z.ZodType>(pluginName: string, schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw, { error: z.locales.pt().localeError });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `- ${issue.path.length > 0 ? issue.path.join('.') : '(opções)'}: ${issue.message}`);
  throw new PluginOptionsError([`[${pluginName}] opções inválidas no docusaurus.config.ts:`, ...problems].join('\n'));
}

/** A plugin with its options bound, as the config lists it; its name and options stay readable (tests read them). */
export interface PluginWithOptions<Options, Made extends Plugin | Promise<Plugin> = Plugin | Promise<Plugin>> {
  (context: LoadContext): Made;
  readonly pluginName: string;
  readonly options: Options;
}

/**
 * Binds a plugin's options in a closure. Docusaurus copies options given as
 * `[plugin, options]` into the client bundle (main.js), so a path of the
 * build machine or a Chromium flag would reach every reader
 * (tests/site/bundle-paths.test.ts); a bound plugin keeps them in the build.
 */
export function withOptions<Options, Made extends Plugin | Promise<Plugin>>(
  pluginName: string,
  plugin: (context: LoadContext, options: Options) => Made,
  options: Options,
): PluginWithOptions<Options, Made> {
  return Object.assign((context: LoadContext) => plugin(context, options), { pluginName, options });
}

/** The options of the bound plugin of that name in a config's list, if it is there. */
export function boundOptions<Options>(entries: readonly unknown[] | undefined, pluginName: string): Options | undefined {
  const entry = (entries ?? []).find(
    (candidate) => typeof candidate === 'function' && (candidate as Partial<PluginWithOptions<Options>>).pluginName === pluginName,
  );
  return (entry as PluginWithOptions<Options> | undefined)?.options;
}
