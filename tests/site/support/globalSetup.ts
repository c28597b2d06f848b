import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDir } from './paths';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build:checked` before the site tests.');
  }
  const server = await startStaticServer(buildDir);
  project.provide('baseUrl', server.url);
  return server.close;
}
