// The plugin's options, checked with zod (the project's validator) so that a
// wrong config stops the build with a Portuguese message naming the option.
import * as z from 'zod';

const folder = z.string({ message: 'precisa ser um texto (uma pasta relativa à raiz do site)' }).min(1, { message: 'não pode ser vazia' });

const optionsSchema = z.strictObject(
  {
    // Docusaurus adds the plugin's `id`.
    id: z.string({ message: 'precisa ser um texto' }).optional(),
    siteDir: z.string({ message: 'precisa ser um texto (a pasta do site)' }).min(1, { message: 'não pode ser vazia' }),
    /** Folder of the YAML files, relative to siteDir. */
    dataDir: folder,
    /** Folder of the docs, relative to siteDir (scanned for proposal blocks). */
    docsDir: folder,
    /** A static directory of the site (listed in staticDirectories), relative to siteDir: the open data goes in its `dados/` folder. */
    staticDir: folder.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `opção desconhecida: ${issue.keys.map((key) => `"${key}"`).join(', ')}` : undefined) },
);

export type GameDataOptions = Omit<z.infer<typeof optionsSchema>, 'id'>;

export class GameDataOptionsError extends Error {}

/** The options, or an error listing each bad one by name. */
export function validateOptions(raw: unknown): GameDataOptions {
  const result = optionsSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => (issue.path.length > 0 ? `a opção "${issue.path.join('.')}" ${issue.message}` : issue.message));
  throw new GameDataOptionsError(`[game-data] opções inválidas: ${problems.join('; ')}`);
}
