// The one entry of build-output: where a static build keeps its pages
// (routes.ts) and what a built page holds (page.ts).
export { all, attribute, first, parseHead, parseHtml, readBuiltPage, textOf, without, type BuiltPage } from './page';
export { fileInBuild, findBuiltPage, htmlFileCandidates, listBuiltPages, resolveBuiltPage, routeOfHtmlFile, routeRelativeToBase } from './routes';
