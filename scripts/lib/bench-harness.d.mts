import type { Browser } from 'playwright-core';

export { startStaticServer, type ServedResponse, type StaticServerOptions } from './static-server.mjs';
export { loadTypeScript } from './load-typescript.mjs';

export declare const siteDir: string;
export declare function builtSite(dir?: string): string;
export declare function launchBrowser(): Promise<Browser>;
export declare function runIfMain(importMetaUrl: string, main: () => Promise<void>): void;

interface KindTotals {
  requests: number;
  raw: number;
  gzip: number;
}
export interface PageWeight {
  totals: Record<'html' | 'js' | 'jsPrefetch' | 'css' | 'other', KindTotals>;
  mermaidFiles: { name: string; gzip: number; executed: boolean; core: boolean }[];
  diagramOnPage: boolean;
  diagramsDrawnAtBuild: number;
  files: { kind: string; name: string; raw: number; gzip: number; resourceType: string }[];
  errors: string[];
  fetches: number;
  prefetchLinks: number;
}
export declare function measurePage(browser: Browser, url: string): Promise<PageWeight>;
export declare function indexSize(buildDir: string): { files: string[]; raw: number; gzip: number };
export interface ScriptFile {
  name: string;
  body: Buffer;
}
export declare function collectScripts(page: import('playwright-core').Page): Promise<ScriptFile | null>[];
export declare function scriptsHolding(
  scripts: Promise<ScriptFile | null>[],
  markers: string[],
): Promise<{ gzip: number; files: { name: string; gzip: number }[] }>;
export declare function fileList(files: { name: string; gzip: number }[]): string;
export declare function median(values: number[]): number;
export declare function kb(bytes: number): string;
export declare function table(headers: string[], rows: (string | number)[][]): string;
export declare function mark(ok: boolean): string;
