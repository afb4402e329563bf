/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One jest run over every workspace; TypeScript is compiled by swc (decorators included, for the
// Colyseus schema classes in server/).
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, useDefineForClassFields: false }, target: 'es2022' } },
  ],
};

const project = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform: swc,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: { '^@signum/shared$': '<rootDir>/../shared/src/index.ts' },
});

const config: Config = {
  // No forceExit: every test closes what it opened (a handle left open keeps jest from exiting,
  // which is how the last one — a Redis connection retrying a stopped server — was found).
  projects: [project('shared'), project('server'), project('client')],
};

export default config;
