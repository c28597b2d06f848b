import { describe, expect, it } from 'vitest';
import { resolveCref } from '../src/cref';
import { buildModel } from '../src/build-model';
import type { ApiModel, Scope } from '../src/model';
import { createUrls } from '../src/urls';
import { getParser, readFixtureFolder } from './helpers';

async function setup(): Promise<{ model: ApiModel; scope: Scope }> {
  const parser = await getParser();
  const model = buildModel(readFixtureFolder('sample').map((s) => parser.parse(s.text, s.path)));
  const shape = model.types.get('Sample.Shapes.Shape`1');
  if (!shape) throw new Error('fixture changed');
  return { model, scope: shape.scope };
}

/** The target as the link a page gets, so expectations read as URLs. */
function link(cref: string, model: ApiModel, scope: Scope): { kind: string; url: string | undefined; text: string } {
  const target = resolveCref(cref, model, scope);
  return {
    kind: target.kind,
    url: createUrls(model, { routeBasePath: 'docs/framework/api', sourceDir: '', godotVersion: '4.4' }).target(target),
    text: target.text,
  };
}

describe('resolveCref', () => {
  it('resolves simple, qualified, prefixed and generic type crefs to the type', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('IShape', model, scope)).toEqual({ kind: 'type', typeKey: 'Sample.Core.IShape', text: 'IShape' });
    expect(link('T:Sample.Core.IShape', model, scope)).toEqual({ kind: 'type', url: '/docs/framework/api/Sample.Core.IShape', text: 'IShape' });
    expect(link('Maker{TIn, TResult}', model, { ...scope, usings: ['Sample.Core'] })).toMatchObject({
      url: '/docs/framework/api/Sample.Core.Maker',
      text: 'Maker<TIn, TResult>',
    });
    expect(link('T:Sample.Core.Box`1', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box-1' });
    expect(link('Box{T}', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box-1' });
    expect(link('Box', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box' });
    expect(link('N:Sample.Core', model, scope)).toEqual({ kind: 'namespace', url: '/docs/framework/api/Sample.Core', text: 'Sample.Core' });
  });

  it('resolves members to the type and the member anchor', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('Area', model, scope)).toEqual({ kind: 'type', typeKey: 'Sample.Shapes.Shape`1', anchor: 'area', text: 'Area' });
    expect(link('P:Sample.Shapes.Shape`1.Sides', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#sides' });
    expect(link('Sample.Core.Registry.Register(IShape)', model, scope)).toEqual({
      kind: 'type',
      url: '/docs/framework/api/Sample.Core.Registry#register',
      text: 'Registry.Register',
    });
    expect(link('M:Sample.Shapes.Shape`1.Resize(System.Double,System.Boolean)', model, scope)).toMatchObject({
      url: '/docs/framework/api/Sample.Shapes.Shape#resize-2',
    });
    expect(link('Changed', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#changed' });
    const square = model.types.get('Sample.Shapes.Square');
    if (!square) throw new Error('fixture changed');
    // Inherited member, found through the base class.
    expect(link('Area', model, square.scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#area' });
    expect(link('Square.Measure', model, square.scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Square#measure' });
  });

  it('shows keywords, type parameters and other external types as code', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('bool', model, scope)).toEqual({ kind: 'code', text: 'bool' });
    expect(resolveCref('T', model, scope)).toEqual({ kind: 'code', text: 'T' });
    expect(resolveCref('System.ArgumentException', model, scope)).toEqual({ kind: 'code', text: 'ArgumentException' });
  });

  it("links Godot classes to the targeted version's page and known .NET types to theirs", async () => {
    const { model, scope } = await setup();
    expect(link('Node3D', model, scope)).toEqual({
      kind: 'external',
      url: 'https://docs.godotengine.org/en/4.4/classes/class_node3d.html',
      text: 'Node3D',
    });
    expect(link('Godot.GodotObject', model, scope)).toMatchObject({ url: 'https://docs.godotengine.org/en/4.4/classes/class_object.html' });
    expect(link('System.IDisposable', model, scope)).toMatchObject({ url: 'https://learn.microsoft.com/dotnet/api/system.idisposable' });
    // Another namespace's Node3D is not Godot's.
    expect(resolveCref('Other.Node3D', model, scope)).toEqual({ kind: 'code', text: 'Node3D' });
  });

  it("links a member of a Godot type to that type's page in Godot's reference", async () => {
    const { model, scope } = await setup();
    const vector3 = 'https://docs.godotengine.org/en/4.4/classes/class_vector3.html';
    expect(link('Vector3', model, scope)).toEqual({ kind: 'external', url: vector3, text: 'Vector3' });
    expect(link('Vector3.Zero', model, scope)).toEqual({ kind: 'external', url: vector3, text: 'Vector3.Zero' });
    expect(link('F:Godot.Vector3.Zero', model, scope)).toEqual({ kind: 'external', url: vector3, text: 'Vector3.Zero' });
    expect(link('Node3D.GetParent()', model, scope)).toEqual({
      kind: 'external',
      url: 'https://docs.godotengine.org/en/4.4/classes/class_node3d.html',
      text: 'Node3D.GetParent',
    });
    expect(resolveCref('Other.Vector3.Zero', model, scope)).toEqual({ kind: 'unknown', text: 'Zero' });
  });

  it('reports anything else as unknown', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('Missing.Thing', model, scope)).toEqual({ kind: 'unknown', text: 'Thing' });
  });
});
