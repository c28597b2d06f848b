import { describe, expect, it } from 'vitest';
import { renderTypePage, type RenderContext } from '../src/render-type-page';
import { createUrls } from '../src/urls';
import { doc, member, model, text, type } from './model-builders';

/** Renderers get a hand-built model: no parsing, every input visible in the test. */
function context(types: Parameters<typeof model>[0], sourceBaseUrl: string | null = 'https://example.com/repo/blob/main'): RenderContext {
  const built = model(types);
  return {
    model: built,
    urls: createUrls(built, {
      routeBasePath: '/docs/framework/api/',
      sourceDir: 'framework-source',
      godotVersion: '4.4',
      ...(sourceBaseUrl ? { sourceBaseUrl } : {}),
    }),
  };
}

const base = type({
  name: 'IdentifiableResource',
  namespace: 'Game.Id',
  doc: doc([text('Base identificável.')]),
  members: [member({ name: 'Id', kind: 'property', doc: doc([text('O id.')]) }), member({ name: 'GenerateNewId', kind: 'method', doc: doc([text('Gera.')]) })],
});

const role = type({
  name: 'RoleType',
  namespace: 'Game.Roles',
  doc: doc([text('Um papel.')]),
  locations: [{ file: 'Roles/RoleType.cs', line: 37 }],
  baseType: { kind: 'named', name: 'IdentifiableResource', args: [] },
  baseChain: [
    { kind: 'type', typeKey: 'Game.Id.IdentifiableResource', ref: { kind: 'named', name: 'IdentifiableResource', args: [] } },
    { kind: 'external', name: 'Resource', origin: 'godot', page: 'class_resource' },
    { kind: 'external', name: 'GodotObject', origin: 'godot', page: 'class_object' },
  ],
  interfaceSteps: [{ kind: 'external', name: 'IDisposable', origin: 'dotnet', page: 'system.idisposable' }],
  members: [
    member({
      name: 'Name',
      kind: 'property',
      file: 'Roles/RoleType.cs',
      syntax: { line: 52, type: { kind: 'predefined', name: 'string' } },
      doc: doc([
        text('Nome do '),
        { kind: 'ref', target: { kind: 'type', typeKey: 'Game.Roles.RoleType', anchor: 'validate', text: 'Validate' }, children: [] },
        text('.'),
      ]),
    }),
    member({ name: 'Validate', kind: 'method', file: 'Roles/RoleType.cs', syntax: { line: 60, type: { kind: 'predefined', name: 'void' } } }),
  ],
});
role.inheritedGroups = [{ typeKey: base.key, members: base.members }];

describe('renderTypePage on a hand-built model', () => {
  it('lists inherited members in a collapsible block per base type, each linking to its definition, then the Godot classes', () => {
    const page = renderTypePage(role, context([base, role]));
    expect(page).toContain(
      '## Membros herdados {/* #membros-herdados */}\n\n<details>\n  <summary>De IdentifiableResource (2)</summary>\n\n' +
        '  **Propriedades:** [Id](/docs/framework/api/Game.Id.IdentifiableResource#id)\\\n' +
        '  **Métodos:** [GenerateNewId()](/docs/framework/api/Game.Id.IdentifiableResource#generatenewid)',
    );
    expect(page).toContain(
      '</details>\n\nTambém herda os membros das classes ' +
        '[Resource](https://docs.godotengine.org/en/4.4/classes/class_resource.html) e ' +
        '[GodotObject](https://docs.godotengine.org/en/4.4/classes/class_object.html) do Godot',
    );
  });

  it('writes the chain root first, with framework and Godot links, and names .NET interfaces with their page', () => {
    const page = renderTypePage(role, context([base, role]));
    expect(page).toContain(
      '[GodotObject](https://docs.godotengine.org/en/4.4/classes/class_object.html) → ' +
        '[Resource](https://docs.godotengine.org/en/4.4/classes/class_resource.html) → ' +
        '[IdentifiableResource](/docs/framework/api/Game.Id.IdentifiableResource) → **RoleType**',
    );
    expect(page).toContain('**Implementa:** [IDisposable](https://learn.microsoft.com/dotnet/api/system.idisposable)');
  });

  it('links the type and each member to its file and line, from the configured repository URL', () => {
    const page = renderTypePage(role, context([base, role]));
    expect(page).toContain(
      '**Código-fonte:** [framework-source/Roles/RoleType.cs, linha 37](https://example.com/repo/blob/main/framework-source/Roles/RoleType.cs#L37)',
    );
    expect(page).toContain(
      'Código-fonte: [framework-source/Roles/RoleType.cs, linha 52](https://example.com/repo/blob/main/framework-source/Roles/RoleType.cs#L52)',
    );
    // Without a repository URL the place is still named, as text.
    expect(renderTypePage(role, context([base, role], null))).toContain('**Código-fonte:** framework-source/Roles/RoleType.cs, linha 37');
  });

  it('opens with an "at a glance" line counting each kind, linked to its section', () => {
    const page = renderTypePage(role, context([base, role]));
    expect(page).toContain('**Visão geral:** [1 propriedade](#propriedades) · [1 método](#metodos) · [2 membros herdados](#membros-herdados)');
  });

  it('writes resolved crefs as links (same-page ones as anchors) and says plainly what has no documentation', () => {
    const page = renderTypePage(role, context([base, role]));
    expect(page).toContain('| [Name](#name) | string | Nome do [Validate](#validate). |');
    expect(page).toContain('| [Validate](#validate)() | void | *Sem documentação.* |');
    const bare = type({ name: 'Bare', namespace: 'Game' });
    expect(renderTypePage(bare, context([bare]))).toContain('*Este tipo ainda não tem documentação.*');
    const unknown = type({ name: 'U', namespace: 'Game', doc: doc([{ kind: 'ref', target: { kind: 'unknown', text: 'Missing' }, children: [] }]) });
    expect(renderTypePage(unknown, context([unknown]))).toContain('\n`Missing`\n');
  });

  it('shows how to connect to a signal in C# and its Godot name', () => {
    const events = type({ name: 'BattleEvents', namespace: 'Game.Controllers', nestedTypeKeys: ['Game.Controllers.BattleEvents.BattleStartedEventHandler'] });
    const signal = type({
      name: 'BattleStartedEventHandler',
      namespace: 'Game.Controllers',
      key: 'Game.Controllers.BattleEvents.BattleStartedEventHandler',
      slug: 'Game.Controllers.BattleEvents.BattleStartedEventHandler',
      kind: 'delegate',
      declaringTypeKey: events.key,
      signalAnchor: 'battlestarted',
      emission: { kind: 'generated', event: 'BattleStarted' },
      doc: doc([text('Emitido no início da batalha.')]),
      syntax: {
        kind: 'delegate',
        attributes: [{ name: 'Signal', args: '' }],
        parameters: [{ name: 'round', type: { kind: 'predefined', name: 'int' }, modifiers: [], attributes: [] }],
      },
    });
    const page = renderTypePage(events, context([events, signal]));
    expect(page).toContain('**Visão geral:** [1 sinal](#sinais) · [1 tipo aninhado](#tipos-aninhados)');
    expect(page).toContain('**Conectar em C#:** `battleEvents.BattleStarted += OnBattleStarted;` com `void OnBattleStarted(int round)`\\\n');
    expect(page).toContain('**Nome do sinal no Godot:** `"BattleStarted"` (`BattleEvents.SignalName.BattleStarted`)');
  });

  it('shows default values in the member table, as the declaration has them', () => {
    const array = { kind: 'nullable' as const, inner: { kind: 'named' as const, name: 'Array', args: [] } };
    const controller = type({
      name: 'BattleController',
      namespace: 'Game.Controllers',
      members: [
        member({
          name: 'StartBattle',
          kind: 'method',
          syntax: {
            type: { kind: 'predefined', name: 'void' },
            parameters: [
              { name: 'playerTeam', type: array, modifiers: [], attributes: [], defaultValue: 'null' },
              { name: 'enemyTeam', type: array, modifiers: [], attributes: [], defaultValue: 'null' },
            ],
          },
        }),
      ],
    });
    expect(renderTypePage(controller, context([controller]))).toContain('| [StartBattle](#startbattle)(Array? playerTeam = null, Array? enemyTeam = null) |');
  });

  it('is a pure function of the model: the same page twice, the model untouched', () => {
    const built = context([base, role]);
    const before = JSON.stringify([...built.model.types.values()]);
    expect(renderTypePage(role, built)).toBe(renderTypePage(role, built));
    expect(JSON.stringify([...built.model.types.values()])).toBe(before);
  });
});
