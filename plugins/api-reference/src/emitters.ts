/**
 * A pass of the model stage, run by `build-model.ts` once the inheritance
 * chains are known: what each `[Signal]` delegate becomes, as Godot 4's C#
 * source generator and the parent's own code decide (see `SignalEmission`).
 * The generator reads `[Signal]` only on classes deriving from GodotObject and
 * only on names ending in `EventHandler`; a parent that registers or emits the
 * signal under the delegate's full name is reached only through that name.
 */
import { isSignal, signalName, type ApiModel, type ApiType, type ApiWarning, type SignalEmission } from './model';

const suffix = 'EventHandler';

/** Whether the type is a GodotObject: its chain reaches Godot's root, stops at another type, or at a name nobody knows. */
export function godotObjectness(type: ApiType): 'yes' | 'no' | 'unknown' {
  const last = type.baseChain.at(-1);
  if (last?.kind === 'external' && last.origin === 'godot') return 'yes';
  if (last?.kind === 'name') return 'unknown';
  return 'no';
}

export function signalEmission(signal: ApiType, parent: ApiType): SignalEmission {
  if (parent.kind === 'interface') return { kind: 'ignored', reason: 'interface' };
  if (parent.kind !== 'class' && parent.kind !== 'record') return { kind: 'ignored', reason: 'notGodotObject' };
  if (!signal.name.endsWith(suffix) || signal.name === suffix) return { kind: 'ignored', reason: 'nameSuffix' };
  // A class whose chain stops at an unknown name is taken for a Godot class (a warning asks for its base).
  if (godotObjectness(parent) === 'no') return { kind: 'ignored', reason: 'notGodotObject' };
  const event = signalName(signal.name);
  if (parent.syntax.signalNamesByString.includes(signal.name)) return { kind: 'byDelegateName', signal: signal.name, unusedEvent: event };
  return { kind: 'generated', event };
}

export function classifySignals(model: Pick<ApiModel, 'types'>, warnings: ApiWarning[]): void {
  for (const parent of model.types.values()) {
    const signals = parent.nestedTypeKeys.map((key) => model.types.get(key)).filter((t): t is ApiType => !!t && isSignal(t));
    if (!signals.length) continue;
    if (parent.kind === 'class' && godotObjectness(parent) === 'unknown') {
      const location = parent.locations[0] ?? { file: '', line: 0 };
      const base = parent.baseChain.at(-1);
      warnings.push({
        file: location.file,
        line: location.line,
        message:
          `${parent.name} declara sinais, mas a sua base ${base?.kind === 'name' ? base.name : ''} não é conhecida: ` +
          'acrescente-a em godotClassBases (external-types.ts) se for uma classe do Godot',
      });
    }
    for (const signal of signals) signal.emission = signalEmission(signal, parent);
  }
}
