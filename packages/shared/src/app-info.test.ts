import { describe, expect, it } from 'vitest';
import { appBuild, appVersion, versionText } from './app-info';

describe('app info (docs/product.md#version)', () => {
  it('is version 1.40, build 35, named without the patch level', () => {
    expect(appVersion).toBe('1.40.0');
    expect(appBuild).toBe(35);
    expect(versionText).toBe('Version 1.40 (build 35)');
  });
});
