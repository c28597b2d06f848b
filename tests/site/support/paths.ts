import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..', '..');
/** SITE_BUILD_DIR lets a second build be tested without touching build/. */
export const buildDir = process.env.SITE_BUILD_DIR ? path.resolve(process.env.SITE_BUILD_DIR) : path.join(siteDir, 'build');
