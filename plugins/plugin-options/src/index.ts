/**
 * The site's plugins check their options the same way: a zod schema
 * (the project's validator, as for the game data), unknown keys refused as
 * typos, and a wrong config stops `start` and `build` with one Portuguese
 * message listing every option at fault. The config is TypeScript, but
 * Docusaurus loads it without a type check.
 */
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
