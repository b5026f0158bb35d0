import base from './rsbuild.config';
export default {
  ...base,
  output: {
    ...(base as any).output,
    sourceMap: { js: 'source-map' },
    distPath: { root: '/tmp/shell-analyze' },
  },
};
