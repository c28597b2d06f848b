import { describe, expect, it } from 'vitest';
import { resolveCref } from '../src/cref';
import { buildModel, type ApiModel, type Scope } from '../src/model';
import { getParser, readFixtureFolder } from './helpers';

async function setup(): Promise<{ model: ApiModel; scope: Scope }> {
  const parser = await getParser();
  const model = buildModel(readFixtureFolder('sample').map((s) => parser.parse(s.text, s.path)));
  const shape = model.types.get('Sample.Shapes.Shape`1');
  if (!shape) throw new Error('fixture changed');
  return { model, scope: shape.scope };
}

describe('resolveCref', () => {
  it('links simple, qualified, prefixed and generic type crefs', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('IShape', model, scope)).toEqual({ kind: 'link', url: '/docs/framework/api/Sample.Core.IShape', text: 'IShape' });
    expect(resolveCref('T:Sample.Core.IShape', model, scope)).toEqual({ kind: 'link', url: '/docs/framework/api/Sample.Core.IShape', text: 'IShape' });
    expect(resolveCref('Maker{TIn, TResult}', model, { ...scope, usings: ['Sample.Core'] })).toMatchObject({ url: '/docs/framework/api/Sample.Core.Maker', text: 'Maker<TIn, TResult>' });
    expect(resolveCref('T:Sample.Core.Box`1', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box-1' });
    expect(resolveCref('Box{T}', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box-1' });
    expect(resolveCref('Box', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Core.Box' });
    expect(resolveCref('N:Sample.Core', model, scope)).toEqual({ kind: 'link', url: '/docs/framework/api/Sample.Core', text: 'Sample.Core' });
  });

  it('links members to the type page and the member anchor', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('Area', model, scope)).toEqual({ kind: 'link', url: '/docs/framework/api/Sample.Shapes.Shape#area', text: 'Area' });
    expect(resolveCref('P:Sample.Shapes.Shape`1.Sides', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#sides' });
    expect(resolveCref('Sample.Core.Registry.Register(IShape)', model, scope)).toEqual({ kind: 'link', url: '/docs/framework/api/Sample.Core.Registry#register', text: 'Registry.Register' });
    expect(resolveCref('M:Sample.Shapes.Shape`1.Resize(System.Double,System.Boolean)', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#resize-2' });
    expect(resolveCref('Changed', model, scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#changed' });
    const square = model.types.get('Sample.Shapes.Square');
    if (!square) throw new Error('fixture changed');
    // Inherited member, found through the base class.
    expect(resolveCref('Area', model, square.scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Shape#area' });
    expect(resolveCref('Square.Measure', model, square.scope)).toMatchObject({ url: '/docs/framework/api/Sample.Shapes.Square#measure' });
  });

  it('shows keywords, type parameters and known external types as code', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('bool', model, scope)).toEqual({ kind: 'code', text: 'bool' });
    expect(resolveCref('T', model, scope)).toEqual({ kind: 'code', text: 'T' });
    expect(resolveCref('System.ArgumentException', model, scope)).toEqual({ kind: 'code', text: 'ArgumentException' });
    expect(resolveCref('Node3D', model, scope)).toEqual({ kind: 'code', text: 'Node3D' });
  });

  it('reports anything else as unknown', async () => {
    const { model, scope } = await setup();
    expect(resolveCref('Missing.Thing', model, scope)).toEqual({ kind: 'unknown', text: 'Thing' });
  });
});
