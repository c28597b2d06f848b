/**
 * How a reader connects to each kind of emitter, as the fixture's source emits it
 * (test/fixtures/emitters): a Godot signal through its generated C# event, a signal
 * emitted under the delegate's full name (user signal), `[Signal]` delegates Godot's
 * generator ignores (on an interface, outside a GodotObject, without the suffix), and
 * plain C# events (instance, static, on an interface). Checked on the text a reader
 * sees, on the emitting type's page and on the delegate's own page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiReference, type GeneratedReference } from '../src/generate';
import { getParser, htmlText, readFixtureFolder, renderMdxToHtml, splitFrontMatter, testGenerateOptions } from './helpers';

let reference: GeneratedReference;
const readerText = new Map<string, string>();

beforeAll(async () => {
  reference = generateApiReference(readFixtureFolder('emitters'), await getParser(), testGenerateOptions);
});

/** A page's text as a reader sees it, whitespace runs as one space. */
async function pageText(fileName: string): Promise<string> {
  const cached = readerText.get(fileName);
  if (cached !== undefined) return cached;
  const found = reference.pages.find((p) => p.fileName === fileName);
  if (!found) throw new Error(`no page ${fileName}; have ${reference.pages.map((p) => p.fileName).join(', ')}`);
  const text = htmlText(await renderMdxToHtml(splitFrontMatter(found.content).body)).replace(/\s+/g, ' ');
  readerText.set(fileName, text);
  return text;
}

/** Both pages where a signal is described: the emitter's and the delegate's. */
async function onBothPages(owner: string, delegate: string, expected: string): Promise<void> {
  expect(await pageText(`Emit.${owner}.mdx`)).toContain(expected);
  expect(await pageText(`Emit.${owner}.${delegate}.mdx`)).toContain(expected);
}

describe('connecting to a [Signal] on a GodotObject, emitted under its generated name', () => {
  it('subscribes to the generated C# event and names the signal and its SignalName constant', async () => {
    await onBothPages(
      'Bus',
      'RoundStartedEventHandler',
      'Conectar em C#: bus.RoundStarted += OnRoundStarted; com void OnRoundStarted(int round, Godot.Collections.Array team)',
    );
    await onBothPages('Bus', 'RoundStartedEventHandler', 'Evento C#: RoundStarted');
    await onBothPages('Bus', 'RoundStartedEventHandler', 'Nome do sinal no Godot: "RoundStarted" (Bus.SignalName.RoundStarted)');
  });

  it('does the same for a class that reaches GodotObject through a framework base', async () => {
    await onBothPages('SubBus', 'ClosedEventHandler', 'Conectar em C#: subBus.Closed += OnClosed; com void OnClosed()');
    await onBothPages('SubBus', 'ClosedEventHandler', 'Nome do sinal no Godot: "Closed" (SubBus.SignalName.Closed)');
  });
});

describe('signals a class inherits', () => {
  it('are listed with its inherited members, each linking to its section on the base class page', async () => {
    expect(await pageText('Emit.SubBus.mdx')).toContain('De Bus (2)Métodos: StartRound() Sinais: RoundStarted');
    const page = reference.pages.find((p) => p.fileName === 'Emit.SubBus.mdx')?.content ?? '';
    expect(page).toContain('**Sinais:** [RoundStarted](/docs/framework/api/Emit.Bus#roundstarted)');
  });
});

describe('connecting to a signal the class emits under the delegate’s full name', () => {
  it('connects by that name with Callable.From, found in an AddUserSignal(nameof(...)) call, through the singleton', async () => {
    await onBothPages(
      'LogStore',
      'UpdatedEventHandler',
      'Conectar em C#: LogStore.Instance.Connect("UpdatedEventHandler", Callable.From(OnUpdated)); com void OnUpdated()',
    );
    await onBothPages('LogStore', 'UpdatedEventHandler', 'Nome do sinal no Godot: "UpdatedEventHandler"');
  });

  it('gives Callable.From its type arguments, found in an EmitSignal("...") call', async () => {
    await onBothPages(
      'LogStore',
      'LineAddedEventHandler',
      'Conectar em C#: LogStore.Instance.Connect("LineAddedEventHandler", Callable.From<string, int>(OnLineAdded)); ' +
        'com void OnLineAdded(string line, int count)',
    );
  });

  it('says the generated C# event never fires, and never offers it', async () => {
    await onBothPages(
      'LogStore',
      'UpdatedEventHandler',
      'Evento C#: nenhum que dispare: o evento Updated que o Godot gera nunca é chamado, porque a classe não emite "Updated"',
    );
    expect(await pageText('Emit.LogStore.mdx')).not.toContain('+= OnUpdated');
    expect(await pageText('Emit.LogStore.mdx')).not.toContain('LogStore.SignalName');
  });
});

describe('[Signal] delegates Godot’s generator ignores: no connect line, and why', () => {
  it('on an interface', async () => {
    await onBothPages(
      'IBoard',
      'ConfigurationChangedEventHandler',
      'Conectar em C#: nenhum: o Godot não gera evento C#, constante SignalName nem sinal para um delegate [Signal] declarado numa interface; ' +
        'conecte-se ao sinal que a classe que a implementa emite',
    );
    expect(await pageText('Emit.IBoard.mdx')).not.toContain('+= OnConfigurationChanged');
  });

  it('in a class that is not a GodotObject', async () => {
    await onBothPages(
      'Counter',
      'TickedEventHandler',
      'Conectar em C#: nenhum: Counter não deriva de GodotObject, e o Godot não gera evento C#, constante SignalName nem sinal para os seus delegates [Signal]',
    );
    expect(await pageText('Emit.Counter.mdx')).not.toContain('+= OnTicked');
  });

  it('without the EventHandler suffix', async () => {
    await onBothPages(
      'Widget',
      'Clicked',
      'Conectar em C#: nenhum: o nome do delegate não termina em EventHandler, e o gerador de código do Godot recusa o [Signal] ' +
        '(não há evento C#, constante SignalName nem sinal)',
    );
  });
});

describe('plain C# events', () => {
  it('an instance event with a framework delegate type: its parameters make the handler', async () => {
    const text = await pageText('Emit.Counter.mdx');
    expect(text).toContain('Conectar em C#: counter.Changed += OnChanged; com void OnChanged(Counter sender, int value)');
    expect(text).toContain('Evento C#: Changed, um evento C# comum, sem sinal do Godot');
  });

  it('an instance event with an Action', async () => {
    expect(await pageText('Emit.Counter.mdx')).toContain('Conectar em C#: counter.Stepped += OnStepped; com void OnStepped(int arg1, string arg2)');
  });

  it('a static event, through the type', async () => {
    expect(await pageText('Emit.Counter.mdx')).toContain('Conectar em C#: Counter.Reset += OnReset; com void OnReset(object? sender, EventArgs e)');
  });

  it('an event on an interface, through a variable of the interface', async () => {
    expect(await pageText('Emit.IBoard.mdx')).toContain('Conectar em C#: board.Resized += OnResized; com void OnResized(int obj)');
  });
});
