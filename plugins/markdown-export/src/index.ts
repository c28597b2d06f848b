/**
 * Markdown for developers' tools, written after the build: every doc page of
 * every docs instance as clean Markdown beside its HTML (`/docs/a/b.md`,
 * `/docs/a/index.md`), `/llms.txt` listing them and `/llms-full.txt` with all
 * of them. The Markdown comes from the built HTML, so whatever the pages
 * render at build time (game data tables, generated API pages, diagrams)
 * reaches it as the reader sees it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { collectDocPages, groupIntoSections, type DocsInstanceContent, type SectionRule } from './collect';
import { docHtmlToMdast } from './convert';
import { llmsFullTxt, llmsTxt } from './llms';
import { fileInBuild, findBuiltPage } from '../../build-output/src/index';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { absolutePageUrl, markdownPathFor } from './paths';
import { pageMarkdown } from './to-markdown';

// Where a page's Markdown copy lives, for the site tests.
export { markdownPathFor } from './paths';

// Checked as every plugin of the site checks its options (plugins/plugin-options).
const optionsSchema = strictOptions({
  // Docusaurus adds the plugin's `id` when options come as `[plugin, options]`.
  id: z.string().optional(),
  /** The one-paragraph summary under the title of llms.txt and llms-full.txt. */
  summary: z.string().min(1),
  /** Sections of llms.txt, matched by route prefix in this order. */
  sections: z.array(z.object({ title: z.string().min(1), pathPrefix: z.string() })),
  /** Title of the section for pages no rule claims. */
  otherSectionTitle: z.string().min(1),
});

/**
 * Another plugin's content may carry `llmsSection`: links to files it
 * publishes (paths relative to the base URL), listed in llms.txt after the pages.
 */
const llmsSectionSchema = z.object({
  title: z.string().min(1),
  links: z.array(z.object({ title: z.string().min(1), path: z.string().min(1), description: z.string().optional() })),
});

function llmsSectionsOf(contents: unknown[]): z.infer<typeof llmsSectionSchema>[] {
  return contents.flatMap((content) => {
    const section = typeof content === 'object' && content !== null && 'llmsSection' in content ? llmsSectionSchema.safeParse(content.llmsSection) : undefined;
    return section?.success ? [section.data] : [];
  });
}

export type MarkdownExportOptions = Omit<z.infer<typeof optionsSchema>, 'id'> & { sections: SectionRule[] };

const docsPluginName = 'docusaurus-plugin-content-docs';

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Docusaurus hands plugin options over untyped: checked here, once.
export default function markdownExportPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options: MarkdownExportOptions = parsePluginOptions('markdown-export', optionsSchema, rawOptions);
  return {
    name: 'markdown-export',
    async postBuild({ siteConfig, outDir, plugins }) {
      const started = performance.now();
      const { url: siteUrl, baseUrl, title } = siteConfig;
      const instances = plugins.filter((plugin) => plugin.name === docsPluginName).map((plugin) => plugin.content as DocsInstanceContent);
      const pages = collectDocPages(instances);
      const markdownUrl = (permalink: string): string => absolutePageUrl(siteUrl, markdownPathFor(permalink));

      const markdownByPermalink = new Map<string, string>();
      const missing: string[] = [];
      for (const page of pages) {
        const htmlFile = findBuiltPage(outDir, page.permalink, baseUrl);
        const pageUrl = absolutePageUrl(siteUrl, page.permalink);
        const body = htmlFile ? docHtmlToMdast(readFileSync(htmlFile, 'utf8'), pageUrl) : undefined;
        if (!body) {
          missing.push(page.permalink);
          continue;
        }
        const markdown = pageMarkdown({ title: page.title, description: page.description, body });
        write(fileInBuild(outDir, markdownPathFor(page.permalink), baseUrl), markdown);
        markdownByPermalink.set(page.permalink, pageMarkdown({ title: page.title, description: page.description, sourceUrl: pageUrl, body }));
      }
      if (missing.length > 0) {
        throw new Error(`[markdown-export] Páginas de documentação sem HTML de conteúdo no build: ${missing.join(', ')}`);
      }

      const sections = groupIntoSections(pages, options.sections, baseUrl, options.otherSectionTitle);
      const fullUrl = absolutePageUrl(siteUrl, `${baseUrl}llms-full.txt`);
      write(
        path.join(outDir, 'llms.txt'),
        llmsTxt({
          title,
          summary: options.summary,
          details: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', value: 'Cada página está também em Markdown, no endereço da página com ' },
                { type: 'inlineCode', value: '.md' },
                { type: 'text', value: ' no fim (a página de índice de uma pasta, ' },
                { type: 'inlineCode', value: '/pasta/' },
                { type: 'text', value: ', em ' },
                { type: 'inlineCode', value: '/pasta/index.md' },
                { type: 'text', value: '). A documentação inteira, em um só arquivo: ' },
                { type: 'link', url: fullUrl, children: [{ type: 'text', value: fullUrl }] },
                { type: 'text', value: '.' },
              ],
            },
          ],
          sections,
          markdownUrl,
          linkSections: llmsSectionsOf(plugins.map((plugin) => plugin.content)).map((section) => ({
            title: section.title,
            links: section.links.map((item) => ({ title: item.title, url: absolutePageUrl(siteUrl, `${baseUrl}${item.path}`), description: item.description })),
          })),
        }),
      );
      const listedInOrder = sections.flatMap((section) => section.pages.map((page) => markdownByPermalink.get(page.permalink) ?? ''));
      write(path.join(outDir, 'llms-full.txt'), llmsFullTxt(title, options.summary, listedInOrder));
      const elapsed = Math.round(performance.now() - started);
      logger.info`[markdown-export] number=${markdownByPermalink.size} páginas em Markdown, llms.txt e llms-full.txt em number=${elapsed} ms`;
    },
  };
}

/** The plugin for the config's `plugins`, its options bound (plugins/plugin-options): its summary stays out of the bundle. */
export function markdownExportWithOptions(options: MarkdownExportOptions): PluginWithOptions<MarkdownExportOptions, Plugin> {
  return withOptions('markdown-export', markdownExportPlugin, options);
}
