/**
 * The "Conectar em C#" facts of a signal delegate and of an event: the line a
 * reader pastes to subscribe, the handler it needs, the C# event and the
 * Godot signal name, each as the source emits (`SignalEmission`, `emitters.ts`).
 */
import { code, strong, text, type Phrasing } from './mdast';
import type { ApiMember, ApiModel, ApiType, SignalEmission } from './model';
import type { SyntaxParameter, TypeRef } from './syntax';
import { typeRefText } from './type-ref';

/** `BattleEvents` → `battleEvents`, `ITargetBoard` → `targetBoard`: the variable in the connection example. */
export function instanceName(type: ApiType): string {
  const name = type.kind === 'interface' && /^I[A-Z]/.test(type.name) ? type.name.slice(1) : type.name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * What a reader subscribes through: `Type.Instance` when the type exposes its
 * single instance (a public static `Instance` of its own type), a variable otherwise.
 */
export function subscriber(type: ApiType): string {
  const single = type.members.some(
    (m) =>
      m.name === 'Instance' &&
      (m.kind === 'property' || m.kind === 'field') &&
      m.syntax.modifiers.includes('static') &&
      m.syntax.type?.kind === 'named' &&
      m.syntax.type.name.split('.').at(-1) === type.name,
  );
  return single ? `${type.name}.Instance` : instanceName(type);
}

function fact(label: string): Phrasing {
  return strong([text(label)]);
}

function parameterList(parameters: SyntaxParameter[]): string {
  return parameters.map((p) => `${typeRefText(p.type)} ${p.name}`).join(', ');
}

/** The name a signal is listed under: the Godot signal's name, or the delegate's when there is no signal. */
export function signalLabel(signal: ApiType): string {
  const emission = signal.emission;
  if (emission?.kind === 'generated') return emission.event;
  if (emission?.kind === 'byDelegateName') return emission.signal;
  return signal.name;
}

const nothingGenerated: Record<Extract<SignalEmission, { kind: 'ignored' }>['reason'], (parent: ApiType) => Phrasing[]> = {
  interface: () => [
    text('nenhum: o Godot não gera evento C#, constante '),
    code('SignalName'),
    text(' nem sinal para um delegate '),
    code('[Signal]'),
    text(' declarado numa interface; conecte-se ao sinal que a classe que a implementa emite'),
  ],
  notGodotObject: (parent) => [
    text('nenhum: '),
    code(parent.name),
    text(' não deriva de '),
    code('GodotObject'),
    text(', e o Godot não gera evento C#, constante '),
    code('SignalName'),
    text(' nem sinal para os seus delegates '),
    code('[Signal]'),
  ],
  nameSuffix: () => [
    text('nenhum: o nome do delegate não termina em '),
    code('EventHandler'),
    text(', e o gerador de código do Godot recusa o '),
    code('[Signal]'),
    text(' (não há evento C#, constante '),
    code('SignalName'),
    text(' nem sinal)'),
  ],
};

/** The lines describing how to connect to a `[Signal]` delegate of `parent`; none when it was not classified. */
export function signalConnectionLines(signal: ApiType, parent: ApiType): Phrasing[][] {
  const emission = signal.emission;
  if (!emission) return [];
  const parameters = parameterList(signal.syntax.parameters);
  switch (emission.kind) {
    case 'generated': {
      const handler = `On${emission.event}`;
      return [
        [
          fact('Conectar em C#:'),
          text(' '),
          code(`${subscriber(parent)}.${emission.event} += ${handler};`),
          text(' com '),
          code(`void ${handler}(${parameters})`),
        ],
        [fact('Evento C#:'), text(' '), code(emission.event)],
        [fact('Nome do sinal no Godot:'), text(' '), code(`"${emission.event}"`), text(' ('), code(`${parent.name}.SignalName.${emission.event}`), text(')')],
      ];
    }
    case 'byDelegateName': {
      const handler = `On${emission.unusedEvent}`;
      const typeArguments = signal.syntax.parameters.length ? `<${signal.syntax.parameters.map((p) => typeRefText(p.type)).join(', ')}>` : '';
      return [
        [
          fact('Conectar em C#:'),
          text(' '),
          code(`${subscriber(parent)}.Connect("${emission.signal}", Callable.From${typeArguments}(${handler}));`),
          text(' com '),
          code(`void ${handler}(${parameters})`),
        ],
        [
          fact('Nome do sinal no Godot:'),
          text(' '),
          code(`"${emission.signal}"`),
          text(': a classe registra e emite o sinal por este nome, o nome completo do delegate'),
        ],
        [
          fact('Evento C#:'),
          text(' nenhum que dispare: o evento '),
          code(emission.unusedEvent),
          text(' que o Godot gera nunca é chamado, porque a classe não emite '),
          code(`"${emission.unusedEvent}"`),
        ],
      ];
    }
    case 'ignored':
      return [[fact('Conectar em C#:'), text(' '), ...nothingGenerated[emission.reason](parent)]];
  }
}

/** `Action<int, string>` → `int arg1, string arg2`, a framework delegate → its parameters; undefined when the type says nothing known. */
function handlerParameters(type: TypeRef, owner: ApiType, model: Pick<ApiModel, 'resolveType'>): string | undefined {
  if (type.kind === 'nullable') return handlerParameters(type.inner, owner, model);
  if (type.kind !== 'named') return undefined;
  const framework = model.resolveType(type.name, type.args.length, owner.scope);
  if (framework) return framework.kind === 'delegate' ? parameterList(framework.syntax.parameters) : undefined;
  const name = type.name.replace(/^(global::)?System\./, '');
  const args = type.args.map(typeRefText);
  if (name === 'Action') return args.length === 1 ? `${args[0]} obj` : args.map((arg, index) => `${arg} arg${index + 1}`).join(', ');
  if (name === 'EventHandler') return `object? sender, ${args[0] ?? 'EventArgs'} e`;
  return undefined;
}

/** The lines describing how to subscribe to an event member: through the type when static, through a variable otherwise. */
export function eventConnectionLines(event: ApiMember, owner: ApiType, model: Pick<ApiModel, 'resolveType'>): Phrasing[][] {
  const handler = `On${event.name}`;
  const target = event.syntax.modifiers.includes('static') ? owner.name : subscriber(owner);
  const parameters = event.syntax.type ? handlerParameters(event.syntax.type, owner, model) : undefined;
  return [
    [
      fact('Conectar em C#:'),
      text(' '),
      code(`${target}.${event.name} += ${handler};`),
      ...(parameters !== undefined ? [text(' com '), code(`void ${handler}(${parameters})`)] : []),
    ],
    [fact('Evento C#:'), text(' '), code(event.name), text(', um evento C# comum, sem sinal do Godot')],
  ];
}
