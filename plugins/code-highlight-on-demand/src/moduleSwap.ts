import type { CurrentBundler } from '@docusaurus/types';

type Bundler = CurrentBundler['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;

/** One module of the bundle replaced by another. */
export interface ModuleSwap {
  /** Says what the swap is for, in the error raised when it matches nothing. */
  name: string;
  /** The import request to replace (tested on the request as written, or as a client module's absolute path). */
  request: RegExp;
  /** Absolute path of the module put in its place. */
  replacement: string;
}

/**
 * Bundler plugin: each swap replaces the modules it matches, and a swap that
 * matched nothing by the end of the compilation fails it. A swap of another
 * package's internal module then breaks the build the day that module moves,
 * instead of silently doing nothing.
 */
export class CheckedModuleSwaps {
  constructor(
    private readonly bundler: Bundler,
    private readonly swaps: readonly ModuleSwap[],
  ) {}

  apply(compiler: Compiler): void {
    const unmatched = new Set(this.swaps);
    for (const swap of this.swaps) {
      // The callback form runs only for requests the pattern matched.
      new this.bundler.NormalModuleReplacementPlugin(swap.request, (resolveData: { request: string }) => {
        unmatched.delete(swap);
        resolveData.request = swap.replacement;
      }).apply(compiler);
    }
    compiler.hooks.afterCompile.tap('CheckedModuleSwaps', (compilation) => {
      for (const swap of unmatched) {
        compilation.errors.push(
          new this.bundler.WebpackError(
            `[${swap.name}] nenhum módulo corresponde a ${String(swap.request)}: o módulo que esta troca substitui mudou de lugar ou de nome (veja "Atualizar o Docusaurus" no CONTRIBUTING.md).`,
          ),
        );
      }
    });
  }
}
