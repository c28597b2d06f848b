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

/** What the check reads of a compilation: the same in Rspack and webpack. */
interface CompiledModule {
  readonly resource?: string;
}
interface CompiledGraph {
  getIncomingConnections(module: never): Iterable<{ readonly dependency: { readonly request?: string } | null }>;
}

/**
 * Whether `swap` is in effect in a compilation: some import written as a
 * request the pattern matches now resolves to the replacement. Read from the
 * module graph rather than from the resolver, because a warm build (Rspack's
 * persistent cache, or a rebuild under `npm start`) restores modules without
 * resolving their imports again.
 */
function swapInEffect(modules: Iterable<CompiledModule>, graph: CompiledGraph, swap: ModuleSwap): boolean {
  for (const module of modules) {
    if (module.resource?.split('?')[0] !== swap.replacement) continue;
    for (const connection of graph.getIncomingConnections(module as never)) {
      const request = connection.dependency?.request;
      if (request !== undefined && swap.request.test(request)) return true;
    }
  }
  return false;
}

/**
 * Bundler plugin: each swap replaces the modules it matches, and a swap that
 * is not in effect by the end of the compilation fails it. A swap of another
 * package's internal module then breaks the build the day that module moves,
 * instead of silently doing nothing.
 */
export class CheckedModuleSwaps {
  constructor(
    private readonly bundler: Bundler,
    private readonly swaps: readonly ModuleSwap[],
  ) {}

  apply(compiler: Compiler): void {
    for (const swap of this.swaps) {
      new this.bundler.NormalModuleReplacementPlugin(swap.request, swap.replacement).apply(compiler);
    }
    compiler.hooks.afterCompile.tap('CheckedModuleSwaps', (compilation) => {
      // Child compilers inherit this hook: the dev server's HTML child
      // compilation bundles only its template, where no swapped module appears.
      if (compilation.compiler !== compiler) return;
      const modules = compilation.modules as Iterable<CompiledModule>;
      const graph = compilation.moduleGraph as unknown as CompiledGraph;
      for (const swap of this.swaps) {
        if (swapInEffect(modules, graph, swap)) continue;
        compilation.errors.push(
          new this.bundler.WebpackError(
            `[${swap.name}] nenhum módulo corresponde a ${String(swap.request)}: ` +
              'o módulo que esta troca substitui mudou de lugar ou de nome (veja "Atualizar o Docusaurus" no CONTRIBUTING.md).',
          ),
        );
      }
    });
  }
}
