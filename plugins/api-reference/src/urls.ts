/**
 * The site URLs and source links the renderers write, all from the plugin's
 * options: the API route (`/docs/framework/api/`) and the repository's file
 * URL at the published branch. Built once per generation and passed down.
 */
import type { CrefTarget } from './doc-comment';
import { externalPageUrl, type ExternalPage } from './external-types';
import type { ApiModel, ApiType } from './model';

export interface ApiUrls {
  type(type: ApiType): string;
  namespace(name: string): string;
  /** A framework type by key, with an optional member anchor; undefined if the key is unknown. */
  typeKey(key: string, anchor?: string): string | undefined;
  /** Link of a resolved cref, undefined for code names. */
  target(target: CrefTarget): string | undefined;
  /** A page of Godot's class reference (at `godotVersion`) or of .NET's API browser. */
  external(page: ExternalPage): string;
  /** The file and line in the repository; undefined when no repository URL is configured. */
  source(file: string, line: number): string | undefined;
  /** The file's path in the repository (`framework-source/Roles/RoleType.cs`), as a reader finds it in a clone. */
  sourcePath(file: string): string;
}

export interface UrlOptions {
  /** The route of the API pages, e.g. `docs/framework/api` (slashes optional). */
  routeBasePath: string;
  /**
   * Repository file URL at the branch pages describe, e.g.
   * `https://github.com/org/repo/blob/main`; absent: no source links.
   */
  sourceBaseUrl?: string;
  /** The source folder inside the repository, e.g. `framework-source`. */
  sourceDir: string;
  /** The Godot version the framework targets, `major.minor` (`4.4`): Godot's class reference has one per version. */
  godotVersion: string;
}

/** `docs/framework/api` → `/docs/framework/api/`. */
export function routePrefix(routeBasePath: string): string {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function createUrls(model: Pick<ApiModel, 'types'>, options: UrlOptions): ApiUrls {
  const prefix = routePrefix(options.routeBasePath);
  const sourceRoot = options.sourceBaseUrl ? new URL(`${options.sourceBaseUrl.replace(/\/+$/, '')}/`) : undefined;
  const sourceDir = options.sourceDir.replace(/^\/+|\/+$/g, '');
  const typeKey = (key: string, anchor?: string): string | undefined => {
    const type = model.types.get(key);
    return type ? `${prefix}${type.slug}${anchor ? `#${anchor}` : ''}` : undefined;
  };
  const external = (page: ExternalPage): string => externalPageUrl(page, options.godotVersion);
  const sourcePath = (file: string): string => [sourceDir, file].filter(Boolean).join('/');
  return {
    type: (type) => `${prefix}${type.slug}`,
    external,
    namespace: (name) => `${prefix}${name}`,
    typeKey,
    target(target) {
      switch (target.kind) {
        case 'type':
          return typeKey(target.typeKey, target.anchor);
        case 'namespace':
          return `${prefix}${target.name}`;
        case 'external':
          return external(target);
        default:
          return undefined;
      }
    },
    sourcePath,
    source(file, line) {
      if (!sourceRoot) return undefined;
      const url = new URL(sourcePath(file), sourceRoot);
      url.hash = `L${line}`;
      return url.href;
    },
  };
}
