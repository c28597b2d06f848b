export interface ServedResponse {
  path: string;
  status: number;
  /** Body bytes as sent (compressed when gzip was used). */
  bytes: number;
}

export interface StaticServerOptions {
  base?: string;
  gzip?: number;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  onResponse?: (response: ServedResponse) => void;
}

export declare function startStaticServer(buildDir: string, options?: StaticServerOptions): Promise<{ url: string; close: () => Promise<void> }>;
