import { describe, expect, it } from 'vitest';
import { buildModel } from '../src/build-model';
import type { ApiModel, ApiType } from '../src/model';
import { getParser, readFixtureFolder } from './helpers';

async function sampleModel(): Promise<ApiModel> {
  const parser = await getParser();
  return buildModel(readFixtureFolder('sample').map((s) => parser.parse(s.text, s.path)));
}

function type(model: ApiModel, key: string): ApiType {
  const found = model.types.get(key);
  if (!found) throw new Error(`no type ${key}; have ${[...model.types.keys()].join(', ')}`);
  return found;
}

describe('buildModel', () => {
  it('keeps public types only, nested ones keyed under their parent', async () => {
    const model = await sampleModel();
    expect([...model.types.keys()].sort()).toEqual([
      'Sample.Core.Box',
      'Sample.Core.Box`1',
      'Sample.Core.IShape',
      'Sample.Core.Maker`2',
      'Sample.Core.Person',
      'Sample.Core.Point',
      'Sample.Core.Registry',
      'Sample.Core.State',
      'Sample.Core.Vec',
      'Sample.Shapes.Shape`1',
      'Sample.Shapes.Shape`1.ChangedEventHandler',
      'Sample.Shapes.Shape`1.Inner',
      'Sample.Shapes.Shape`1.Inner.Mode',
      'Sample.Shapes.Square',
    ]);
  });

  it('drops the arity from URLs unless two types collide', async () => {
    const model = await sampleModel();
    expect(type(model, 'Sample.Shapes.Shape`1').slug).toBe('Sample.Shapes.Shape');
    expect(type(model, 'Sample.Core.Maker`2').slug).toBe('Sample.Core.Maker');
    expect(type(model, 'Sample.Core.Box').slug).toBe('Sample.Core.Box');
    expect(type(model, 'Sample.Core.Box`1').slug).toBe('Sample.Core.Box-1');
    expect(type(model, 'Sample.Shapes.Shape`1.ChangedEventHandler').slug).toBe('Sample.Shapes.Shape.ChangedEventHandler');
  });

  it('displays generics and nesting', async () => {
    const model = await sampleModel();
    expect(type(model, 'Sample.Shapes.Shape`1').displayName).toBe('Shape<T>');
    expect(type(model, 'Sample.Core.Maker`2').displayName).toBe('Maker<TIn, TResult>');
    expect(type(model, 'Sample.Shapes.Shape`1.Inner.Mode').displayName).toBe('Shape<T>.Inner.Mode');
  });

  it('merges partial declarations: members, bases, locations', async () => {
    const square = type(await sampleModel(), 'Sample.Shapes.Square');
    expect(square.members.map((m) => m.name)).toEqual(['Side', 'Measure']);
    expect(square.locations).toEqual([
      { file: 'sample/Square.cs', line: 6 },
      { file: 'sample/Square.cs', line: 13 },
    ]);
    expect(square.baseType).toEqual({ kind: 'named', name: 'Shape', args: [{ kind: 'named', name: 'Box', args: [] }] });
    expect(square.interfaces).toEqual([{ kind: 'named', name: 'IShape', args: [] }]);
  });

  it('tells the base class from interfaces and records derived types', async () => {
    const model = await sampleModel();
    const shape = type(model, 'Sample.Shapes.Shape`1');
    expect(shape.baseType).toEqual({ kind: 'named', name: 'Node3D', args: [] });
    expect(shape.interfaces.map((i) => (i.kind === 'named' ? i.name : ''))).toEqual(['IShape']);
    expect(shape.derivedTypeKeys).toEqual(['Sample.Shapes.Square']);
    expect(type(model, 'Sample.Core.IShape').derivedTypeKeys).toEqual(['Sample.Core.Person', 'Sample.Shapes.Shape`1', 'Sample.Shapes.Square']);
    expect(type(model, 'Sample.Core.Person').baseType).toBeUndefined();
  });

  it('lists public members only, with unique anchors for overloads', async () => {
    const shape = type(await sampleModel(), 'Sample.Shapes.Shape`1');
    expect(shape.members.map((m) => [m.name, m.anchor])).toEqual([
      ['MaxSides', 'maxsides'],
      ['Tag', 'tag'],
      ['Other', 'other'],
      ['Shape', 'constructor'],
      ['Area', 'area'],
      ['Sides', 'sides'],
      ['Convert', 'convert'],
      ['Handle', 'handle'],
      ['Resize', 'resize'],
      ['Resize', 'resize-2'],
    ]);
  });

  it('finds signals and gives them an anchor on the parent page', async () => {
    const model = await sampleModel();
    expect(type(model, 'Sample.Shapes.Shape`1.ChangedEventHandler').signalAnchor).toBe('changed');
    expect(type(model, 'Sample.Shapes.Shape`1').nestedTypeKeys).toEqual(['Sample.Shapes.Shape`1.ChangedEventHandler', 'Sample.Shapes.Shape`1.Inner']);
  });

  it('computes "used by" from public member signatures', async () => {
    const model = await sampleModel();
    expect(type(model, 'Sample.Core.IShape').usedByKeys).toEqual(['Sample.Core.Registry']);
    expect(type(model, 'Sample.Core.Point').usedByKeys).toEqual(['Sample.Shapes.Square']);
  });

  it('builds namespaces with sub-namespaces and NamespaceDoc summaries', async () => {
    const model = await sampleModel();
    expect(model.roots).toEqual(['Sample']);
    expect(model.namespaces.get('Sample')?.childNamespaces).toEqual(['Sample.Core', 'Sample.Shapes']);
    expect(model.namespaces.get('Sample.Shapes')?.typeKeys).toEqual(['Sample.Shapes.Shape`1', 'Sample.Shapes.Square']);
    expect(model.namespaces.get('Sample.Shapes')?.doc?.summary).toEqual([{ kind: 'text', text: 'Formas geométricas de exemplo.' }]);
    expect(model.types.has('Sample.Shapes.NamespaceDoc')).toBe(false);
  });

  it('resolves names through nesting, namespace and usings', async () => {
    const model = await sampleModel();
    const shape = type(model, 'Sample.Shapes.Shape`1');
    expect(model.resolveType('IShape', 0, shape.scope)?.key).toBe('Sample.Core.IShape');
    expect(model.resolveType('Inner', 0, shape.scope)?.key).toBe('Sample.Shapes.Shape`1.Inner');
    expect(model.resolveType('Box', 1, shape.scope)?.key).toBe('Sample.Core.Box`1');
    expect(model.resolveType('Sample.Core.Box', 0, shape.scope)?.key).toBe('Sample.Core.Box');
    expect(model.resolveType('Node3D', 0, shape.scope)).toBeUndefined();
    expect(model.externalNames.has('Node3D')).toBe(true);
  });

  it('warns with file and line about malformed comments and unparsable code', async () => {
    const parser = await getParser();
    const model = buildModel(readFixtureFolder('broken').map((s) => parser.parse(s.text, s.path)));
    expect(model.warnings).toContainEqual({ file: 'broken/Broken.cs', line: 7, message: expect.stringContaining('tree-sitter') });
    expect(model.warnings).toContainEqual({ file: 'broken/Broken.cs', line: 3, message: expect.stringContaining('comentário XML malformado') });
    expect([...model.types.keys()]).toEqual(['Broken.Bad', 'Broken.After']);
  });
});
