import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..', '..');
export const buildDir = path.join(siteDir, 'build');
export const buildLogFile = path.join(siteDir, '.artifacts', 'build.log');
