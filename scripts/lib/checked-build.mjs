// The build the site tests run against (npm run build:checked). Unlike
// `npm run build`, which only warns (the spec), it stops on any broken link,
// anchor, Markdown link or image, or duplicate route, through Docusaurus' own
// checks (no test reads the wording of its warnings), and it includes the
// test-only routes (plugins/test-routes).

/** What scripts/build-with-log.mjs adds to the environment of the checked build. */
export const checkedBuildEnv = { DOCS_TEST_ROUTES: '1', DOCS_CHECKED_BUILD: '1' };

/** The severity of those problems for the build at hand: "throw" in the checked build, "warn" otherwise. */
export function problemSeverity(env = process.env) {
  return env.DOCS_CHECKED_BUILD === checkedBuildEnv.DOCS_CHECKED_BUILD ? 'throw' : 'warn';
}
