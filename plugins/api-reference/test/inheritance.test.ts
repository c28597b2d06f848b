import { describe, expect, it } from 'vitest';
import { externalPageUrl } from '../src/external-types';
import { docPlainText } from '../src/doc-comment';
import { buildModel } from '../src/build-model';
import type { ApiModel, ApiType } from '../src/model';
import { getParser, readFixtureFolder } from './helpers';

/** The `inherit` fixture: a base class and interface in Inh.Base, types deriving from them in Inh.Game, in other files. */
async function inheritModel(): Promise<ApiModel> {
  const parser = await getParser();
  return buildModel(readFixtureFolder('inherit').map((s) => parser.parse(s.text, s.path)));
}

function type(model: ApiModel, key: string): ApiType {
  const found = model.types.get(key);
  if (!found) throw new Error(`no type ${key}; have ${[...model.types.keys()].join(', ')}`);
  return found;
}

function member(owner: ApiType, name: string): ApiType['members'][number] {
  const found = owner.members.find((m) => m.name === name);
  if (!found) throw new Error(`no member ${name} in ${owner.key}`);
  return found;
}

describe('inheritance in the model', () => {
  it('completes the chain through framework bases in other files and namespaces, then Godot classes down to GodotObject', async () => {
    const model = await inheritModel();
    expect(
      type(model, 'Inh.Game.Elite').baseChain.map((s) =>
        s.kind === 'type' ? s.typeKey : s.kind === 'external' ? `${s.name} ${externalPageUrl(s, '4.4')}` : s.name,
      ),
    ).toEqual([
      'Inh.Game.Role',
      'Inh.Base.Identifiable',
      'Resource https://docs.godotengine.org/en/4.4/classes/class_resource.html',
      'RefCounted https://docs.godotengine.org/en/4.4/classes/class_refcounted.html',
      'GodotObject https://docs.godotengine.org/en/4.4/classes/class_object.html',
    ]);
    expect(type(model, 'Inh.Game.Widget').baseChain.map((s) => (s.kind === 'external' ? s.name : '?'))).toEqual([
      'Button',
      'BaseButton',
      'Control',
      'CanvasItem',
      'Node',
      'GodotObject',
    ]);
  });

  it('names framework, Godot and .NET interfaces, each with its page', async () => {
    const model = await inheritModel();
    expect(type(model, 'Inh.Base.Identifiable').interfaceSteps).toEqual([
      { kind: 'type', typeKey: 'Inh.Base.IIdentified', ref: { kind: 'named', name: 'IIdentified', args: [] } },
    ]);
    expect(type(model, 'Inh.Game.Widget').interfaceSteps).toEqual([{ kind: 'external', name: 'IDisposable', origin: 'dotnet', page: 'system.idisposable' }]);
  });

  it('groups inherited members by the framework type declaring them, nearest first, without constructors or overridden members', async () => {
    const model = await inheritModel();
    const groups = type(model, 'Inh.Game.Elite').inheritedGroups.map((g) => [g.typeKey, g.members.map((m) => m.name)]);
    expect(groups).toEqual([
      ['Inh.Game.Role', ['Name', 'Describe']],
      // Describe is overridden in Role: shown there, not again from Identifiable.
      ['Inh.Base.Identifiable', ['Id', 'GenerateNewId', 'Refresh']],
    ]);
    // An interface inherits from its base interfaces.
    expect(type(model, 'Inh.Game.IBigBoard').inheritedGroups.map((g) => [g.typeKey, g.members.map((m) => m.name)])).toEqual([['Inh.Game.IBoard', ['Size']]]);
  });
});

describe('<inheritdoc/> in the model', () => {
  it("takes an override's documentation from the base member, keeping the tags written next to it", async () => {
    const model = await inheritModel();
    const describe = member(type(model, 'Inh.Game.Role'), 'Describe');
    expect(docPlainText(describe.doc.summary)).toBe('Descreve o recurso.');
    expect(docPlainText(describe.doc.remarks)).toBe('O papel descreve também o nome.');
    expect(describe.docInheritedFrom).toEqual({ typeKey: 'Inh.Base.Identifiable', anchor: 'describe' });
  });

  it("takes an implementation's documentation from the interface member, parameters and resolved crefs included", async () => {
    const model = await inheritModel();
    const refresh = member(type(model, 'Inh.Base.Identifiable'), 'Refresh');
    expect(refresh.docInheritedFrom).toEqual({ typeKey: 'Inh.Base.IIdentified', anchor: 'refresh' });
    expect(refresh.doc.params.map((p) => [p.name, docPlainText(p.content)])).toEqual([['force', 'Atualiza mesmo sem mudança.']]);
    // The cref was resolved where it was written (the interface), so it still names IIdentified.Id.
    expect(refresh.doc.summary).toContainEqual({
      kind: 'ref',
      target: { kind: 'type', typeKey: 'Inh.Base.IIdentified', anchor: 'id', text: 'Id' },
      children: [],
    });
    expect(member(type(model, 'Inh.Base.Identifiable'), 'Id').docInheritedFrom).toEqual({ typeKey: 'Inh.Base.IIdentified', anchor: 'id' });
  });

  it("follows a cref, and a type's own <inheritdoc/> to its base type", async () => {
    const model = await inheritModel();
    const elite = type(model, 'Inh.Game.Elite');
    expect(docPlainText(member(elite, 'Regenerate').doc.returns)).toBe('O id gerado.');
    expect(member(elite, 'Regenerate').docInheritedFrom).toEqual({ typeKey: 'Inh.Base.Identifiable', anchor: 'generatenewid' });
    expect(docPlainText(elite.doc.summary)).toBe('Um papel.');
    expect(elite.docInheritedFrom).toEqual({ typeKey: 'Inh.Game.Role' });
  });

  it('warns once where an <inheritdoc/> has nothing to inherit, and lists what stays undocumented', async () => {
    const model = await inheritModel();
    expect(model.warnings).toEqual([
      { file: 'inherit/Game/Role.cs', line: 22, message: '<inheritdoc/> em Elite.Orphan sem membro de base ou de interface documentado no framework' },
    ]);
    expect(model.undocumented).toEqual([{ file: 'inherit/Game/Role.cs', line: 23, name: 'Inh.Game.Elite.Orphan' }]);
  });
});

describe('crefs in the model', () => {
  it('resolves each cref once, where it is written, and warns once for an unknown one even when two pages show it', async () => {
    const parser = await getParser();
    const model = buildModel(readFixtureFolder('broken').map((s) => parser.parse(s.text, s.path)));
    expect(model.warnings.filter((w) => w.message.startsWith('cref desconhecido'))).toEqual([
      { file: 'broken/Broken.cs', line: 6, message: 'cref desconhecido: "Missing.Thing"' },
    ]);
    const sample = buildModel(readFixtureFolder('sample').map((s) => parser.parse(s.text, s.path)));
    const shape = type(sample, 'Sample.Shapes.Shape`1');
    expect(shape.doc.summary.filter((n) => n.kind === 'ref').map((n) => (n.kind === 'ref' ? n.target : undefined))).toEqual([
      { kind: 'type', typeKey: 'Sample.Shapes.Shape`1', anchor: 'area', text: 'Area' },
      { kind: 'type', typeKey: 'Sample.Core.IShape', text: 'IShape' },
    ]);
    expect(member(shape, 'Shape').doc.exceptions[0]?.target).toEqual({ kind: 'code', text: 'ArgumentException' });
  });
});
