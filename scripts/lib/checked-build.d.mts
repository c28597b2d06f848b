export declare const checkedBuildEnv: { readonly DOCS_TEST_ROUTES: '1'; readonly DOCS_CHECKED_BUILD: '1' };
export declare function problemSeverity(env?: Record<string, string | undefined>): 'throw' | 'warn';
