import type { Configuration } from 'webpack';
import type { ConfigureWebpackUtils, LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import chunkFileNames from '../src/index';

const utils = {} as ConfigureWebpackUtils;
const content = undefined;

function outputFor(mode: Configuration['mode'], isServer: boolean): Configuration['output'] {
  const plugin = chunkFileNames({} as LoadContext);
  const config = plugin.configureWebpack?.({ mode } as Configuration, isServer, utils, content);
  return (config as Configuration | undefined)?.output;
}

describe('chunk file names', () => {
  it('names the browser build’s lazy chunks by id, with no name for the runtime to map', () => {
    const chunkFilename = outputFor('production', false)?.chunkFilename;
    expect(chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
    expect(chunkFilename).not.toContain('[name]');
  });

  it('leaves the server build and the dev server as Docusaurus sets them', () => {
    expect(outputFor('production', true)).toBeUndefined();
    expect(outputFor('development', false)).toBeUndefined();
  });
});
