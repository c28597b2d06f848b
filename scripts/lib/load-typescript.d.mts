export declare function loadTypeScript(pathFromSite: string): Record<string, unknown>;
