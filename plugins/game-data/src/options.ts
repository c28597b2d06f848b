// The plugin's options, checked as every plugin of the site checks them (plugins/plugin-options).
import * as z from 'zod';
import { parsePluginOptions, strictOptions } from '../../plugin-options/src/index';

const folder = z.string({ message: 'precisa ser um texto (uma pasta relativa à raiz do site)' }).min(1, { message: 'não pode ser vazia' });

const optionsSchema = strictOptions({
  // Docusaurus adds the plugin's `id`.
  id: z.string({ message: 'precisa ser um texto' }).optional(),
  siteDir: z.string({ message: 'precisa ser um texto (a pasta do site)' }).min(1, { message: 'não pode ser vazia' }),
  /** Folder of the YAML files, relative to siteDir. */
  dataDir: folder,
  /** Folder of the docs, relative to siteDir (scanned for proposal blocks). */
  docsDir: folder,
  /** A static directory of the site (listed in staticDirectories), relative to siteDir: the open data goes in its `dados/` folder. */
  staticDir: folder.optional(),
  /** Elements of other plugins' remark stages that render from the game data (the designer tools): their pages are recompiled when the data changes. */
  otherDataElements: z.array(z.string({ message: 'precisa ser uma lista de nomes de elementos' })).optional(),
});

export type GameDataOptions = Omit<z.infer<typeof optionsSchema>, 'id'>;

/** The options, or an error listing each bad one by name. */
export function validateOptions(raw: unknown): GameDataOptions {
  return parsePluginOptions('game-data', optionsSchema, raw);
}
